import Presenters

@MainActor
final class DashboardViewSpy: DashboardViewInterface {
    enum Message: Equatable {
        case showNotice(String)
        case showSession(account: String, role: String)
        /// The menu's keywords, in order.
        case showMenu([String])
        case showError(ErrorPresentation)
        case showProblem(String)
        case showDetails(heading: String, lines: [String])
    }

    private(set) var messages: [Message] = []

    func showNotice(_ text: String) {
        messages.append(.showNotice(text))
    }

    func showSession(account: String, role: String) {
        messages.append(.showSession(account: account, role: role))
    }

    func showMenu(_ menu: Menu<DashboardAction>) {
        messages.append(.showMenu(menu.items.map(\.keyword)))
    }

    func showError(_ presentation: ErrorPresentation) {
        messages.append(.showError(presentation))
    }

    func showProblem(_ message: String) {
        messages.append(.showProblem(message))
    }

    func showDetails(heading: String, lines: [String]) {
        messages.append(.showDetails(heading: heading, lines: lines))
    }

    func clear() {
        messages = []
    }
}
