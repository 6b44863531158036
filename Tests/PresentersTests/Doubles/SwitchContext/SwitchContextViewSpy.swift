import Presenters

@MainActor
final class SwitchContextViewSpy: SwitchContextViewInterface {
    enum Message: Equatable {
        case showHeading(title: String, lines: [String])
        case showError(ErrorPresentation)
        case showProblem(String)
        case ask(Prompt)
    }

    private(set) var messages: [Message] = []

    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }

    func showError(_ presentation: ErrorPresentation) {
        messages.append(.showError(presentation))
    }

    func showProblem(_ message: String) {
        messages.append(.showProblem(message))
    }

    func ask(_ prompt: Prompt) {
        messages.append(.ask(prompt))
    }

    func clear() {
        messages = []
    }
}
