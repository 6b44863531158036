import Presenters

/// What a person did at a question, as the view reads it from a line: the intents a module's
/// `…Presenting` protocol names methods for.
package enum Intent<Choice: Equatable & Sendable>: Equatable, Sendable {
    /// One of the question's answers, and the name a trace gives it: its first word on a menu
    /// or among words, its number in a numbered list asked at a prompt of its own (whose words,
    /// such as a profile's email address, stay off the trace) or when it has no word.
    case choose(Choice, name: String)
    /// The field's text, as typed.
    case enter(String)
    /// An empty line where it goes back.
    case goBack
    /// An empty line where it cancels.
    case cancel
}

extension Question {
    /// The intent `line` carries at this question, or nil when it maps to none (then it is
    /// refused with `refusal` and asked again).
    package func intent(for line: String) -> Intent<Choice>? {
        let input = line.trimmingWhitespace()
        if input.isEmpty {
            switch emptyLine {
            case .goBack: return .goBack
            case .cancel: return .cancel
            case .likeAnyLine: return takesText ? .enter(line) : nil
            }
        }
        // Compared before subtracting: a typed -9223372036854775808 must not overflow `number - 1`.
        if isNumbered, let number = Int(input), number >= 1, number <= answers.count {
            return choice(answers[number - 1], number: number)
        }
        let lowered = input.lowercased()
        if let index = answers.firstIndex(where: { $0.words.contains { $0.lowercased() == lowered } }) {
            return choice(answers[index], number: index + 1)
        }
        return takesText ? .enter(line) : nil
    }

    private func choice(_ answer: Answer, number: Int) -> Intent<Choice> {
        let isList = isNumbered && prompt != .choice
        return .choose(answer.choice, name: isList ? String(number) : answer.words.first ?? String(number))
    }
}

/// The presenter's methods a question's intents go to: a module's view names the ones its screen
/// offers for each question it asks. An intent without one is refused like a line that maps to
/// nothing, so a question can offer no more than its screen's presenter can take.
@MainActor
package struct Intents<Choice: Equatable & Sendable> {
    let choose: ((Choice) async -> Void)?
    let enter: ((String) async -> Void)?
    let goBack: (() async -> Void)?
    let cancel: (() async -> Void)?

    /// The methods for choosing, entering text, going back and cancelling; nil where the question
    /// offers no such intent.
    package init(
        choose: ((Choice) async -> Void)? = nil, enter: ((String) async -> Void)? = nil,
        goBack: (() async -> Void)? = nil, cancel: (() async -> Void)? = nil
    ) {
        self.choose = choose
        self.enter = enter
        self.goBack = goBack
        self.cancel = cancel
    }

    /// The call that hands `intent` over, and how a trace names it (a field's text by its length
    /// only, since a field may hold a secret even at a visible prompt); nil when there is none.
    func handOver(_ intent: Intent<Choice>) -> (call: String, hand: () async -> Void)? {
        switch intent {
        case .choose(let choice, let name):
            guard let choose else { return nil }
            return ("didChoose(\(name))", { await choose(choice) })
        case .enter(let text):
            guard let enter else { return nil }
            let described = text.isEmpty ? "\"\"" : "\(text.count) characters, hidden"
            return ("didEnter(\(described))", { await enter(text) })
        case .goBack:
            guard let goBack else { return nil }
            return ("didGoBack()", goBack)
        case .cancel:
            guard let cancel else { return nil }
            return ("didCancel()", cancel)
        }
    }
}
