import Presenters

@MainActor
final class SwitchContextViewSpy: SwitchContextViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case ask(Question<SwitchContextChoice>)
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showHeading(title: String, lines: [String])
    }

    private(set) var messages: [Message] = []

    func ask(_ question: Question<SwitchContextChoice>) { messages.append(.ask(question)) }

    func record(_ message: Message) {
        messages.append(message)
    }

    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }

    func clear() {
        messages = []
    }
}
