import Presenters

@MainActor
final class CreatePinViewSpy: CreatePinViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case ask(Question<Never>)
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showHeading(title: String, lines: [String])
        case showSuccess(String)
    }

    private(set) var messages: [Message] = []

    func ask(_ question: Question<Never>) { messages.append(.ask(question)) }

    func record(_ message: Message) {
        messages.append(message)
    }

    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }

    func showSuccess(_ message: String) {
        messages.append(.showSuccess(message))
    }
}
