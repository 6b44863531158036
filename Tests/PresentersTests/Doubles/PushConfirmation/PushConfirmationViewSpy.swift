import Presenters

@MainActor
final class PushConfirmationViewSpy: PushConfirmationViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case ask(Question<Never>)
        case askSensor(Question<SensorAnswer>)
        case askDecision(Question<DecisionAnswer>)
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showHeading(title: String, lines: [String])
        case showLines([String])
    }

    private(set) var messages: [Message] = []

    func ask(_ question: Question<Never>) { messages.append(.ask(question)) }
    func ask(_ question: Question<SensorAnswer>) { messages.append(.askSensor(question)) }
    func ask(_ question: Question<DecisionAnswer>) { messages.append(.askDecision(question)) }

    func record(_ message: Message) { messages.append(message) }
    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }
    func showLines(_ lines: [String]) { messages.append(.showLines(lines)) }

    func clear() {
        messages = []
    }
}
