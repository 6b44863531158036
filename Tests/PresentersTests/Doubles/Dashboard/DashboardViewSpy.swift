import Presenters

@MainActor
final class DashboardViewSpy: DashboardViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showHeading(title: String, lines: [String])
        /// The menu's keywords, in order.
        case showMenu([String])
        case showDetails(heading: String, lines: [String])
    }

    private(set) var messages: [Message] = []

    func record(_ message: Message) {
        messages.append(message)
    }

    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }

    func showMenu(_ menu: Menu<DashboardAction>) {
        messages.append(.showMenu(menu.items.map(\.keyword)))
    }

    func showDetails(heading: String, lines: [String]) {
        messages.append(.showDetails(heading: heading, lines: lines))
    }

    func clear() {
        messages = []
    }
}
