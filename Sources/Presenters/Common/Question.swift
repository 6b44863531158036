/// A question a screen asks, as its presenter words it: the prompt, the answers that choose (by
/// keyword, and by number on a menu), whether any other line is the field's text, and what an
/// empty line means there.
///
/// The view reads a line and maps it with the question to the person's intent; a line it cannot
/// map is refused with `refusal` and the same question is asked again, so no presenter parses a
/// line and every screen refuses in its own words.
package struct Question<Choice: Equatable & Sendable>: Equatable, Sendable {
    /// One answer that chooses, and the words that name it.
    package struct Answer: Equatable, Sendable {
        /// What the answer chooses.
        package let choice: Choice
        /// The words that choose it, matched without regard to case or surrounding spaces; the
        /// first is the choice's name wherever one is shown.
        package let words: [String]

        /// An answer naming `choice` by `words`.
        package init(_ choice: Choice, words: [String]) {
            self.choice = choice
            self.words = words
        }
    }

    /// What an empty line (or one of only spaces) means at a question.
    package enum EmptyLine: Equatable, Sendable {
        /// The person goes back to where the question came from.
        case goBack
        /// The person cancels what the question is part of.
        case cancel
        /// Nothing of its own: the field's (empty) text where the question takes text, else a line
        /// that chooses nothing.
        case likeAnyLine
    }

    /// What the person sees before the cursor.
    package let prompt: Prompt
    /// The answers that choose, in the order a menu numbers them.
    package let answers: [Answer]
    /// True on a menu: the number of an answer (from 1) chooses it too.
    package let isNumbered: Bool
    /// True when a line that chooses nothing is the field's text rather than refused.
    package let takesText: Bool
    /// What an empty line means.
    package let emptyLine: EmptyLine
    /// What a refused line is told before the question is asked again.
    package let refusal: String

    /// A question with every part given; the factories below name the usual shapes.
    package init(
        prompt: Prompt, answers: [Answer], isNumbered: Bool = false, takesText: Bool = false,
        emptyLine: EmptyLine, refusal: String = ""
    ) {
        self.prompt = prompt
        self.answers = answers
        self.isNumbered = isNumbered
        self.takesText = takesText
        self.emptyLine = emptyLine
        self.refusal = refusal
    }

    /// `menu` asked at `prompt`: the number or keyword of an item; anything else is refused with
    /// the menu's message, which says so where an empty line goes back.
    package static func choosing(
        from menu: Menu<Choice>, prompt: Prompt = .choice, emptyLine: EmptyLine = .likeAnyLine
    ) -> Question {
        let refusal = menu.unknownChoiceMessage + (emptyLine == .goBack ? " An empty line goes back." : "")
        return Question(
            prompt: prompt, answers: menu.items.map { Answer($0.action, words: [$0.keyword]) },
            isNumbered: true, emptyLine: emptyLine, refusal: refusal)
    }

    /// A field at `prompt`: any line is its text, and an empty one means `emptyLine`.
    package static func field(_ prompt: Prompt, emptyLine: EmptyLine) -> Question {
        Question(prompt: prompt, answers: [], takesText: true, emptyLine: emptyLine)
    }
}
