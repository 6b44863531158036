import Presenters

@MainActor
final class PushConfirmationViewSpy: PushConfirmationViewInterface {
    enum Message: Equatable {
        case showHeading(title: String, lines: [String])
        case showLines([String])
        case showError(ErrorPresentation)
        case showProblem(String)
        case ask(Prompt)
        case showProgress(String)
        case hideProgress
    }

    private(set) var messages: [Message] = []

    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }

    func showLines(_ lines: [String]) {
        messages.append(.showLines(lines))
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

    func showProgress(_ message: String) {
        messages.append(.showProgress(message))
    }

    func hideProgress() {
        messages.append(.hideProgress)
    }

    func clear() {
        messages = []
    }
}
