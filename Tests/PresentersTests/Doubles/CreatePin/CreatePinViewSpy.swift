import Presenters

@MainActor
final class CreatePinViewSpy: CreatePinViewInterface {
    enum Message: Equatable {
        case showHeading(title: String, lines: [String])
        case showErrors([String])
        case showSuccess(String)
        case ask(Prompt)
        case showProgress(String)
        case hideProgress
    }

    private(set) var messages: [Message] = []

    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }
    func showErrors(_ messages: [String]) { self.messages.append(.showErrors(messages)) }
    func showSuccess(_ message: String) { messages.append(.showSuccess(message)) }
    func ask(_ prompt: Prompt) { messages.append(.ask(prompt)) }
    func showProgress(_ message: String) { messages.append(.showProgress(message)) }
    func hideProgress() { messages.append(.hideProgress) }
}
