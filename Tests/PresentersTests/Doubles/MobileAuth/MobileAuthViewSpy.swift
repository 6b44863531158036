import Presenters

@MainActor
final class MobileAuthViewSpy: MobileAuthViewInterface {
    enum Message: Equatable {
        case showHeading(title: String, lines: [String])
        case showLines([String])
        case showSuccess(String)
        /// The menu's keywords, in order.
        case showMenu([String])
        case showError(ErrorPresentation)
        case showProblem(String)
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

    func showSuccess(_ text: String) {
        messages.append(.showSuccess(text))
    }

    func showMenu(_ menu: Menu<MobileAuthAction>) {
        messages.append(.showMenu(menu.items.map(\.keyword)))
    }

    func showError(_ presentation: ErrorPresentation) {
        messages.append(.showError(presentation))
    }

    func showProblem(_ message: String) {
        messages.append(.showProblem(message))
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
