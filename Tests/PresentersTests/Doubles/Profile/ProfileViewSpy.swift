import Presenters

@MainActor
final class ProfileViewSpy: ProfileViewInterface {
    enum Message: Equatable {
        case showNotice(String)
        case showTitle(String)
        /// The menu's keywords, in order.
        case showMenu([String])
        case showDevices([String])
        case showDetails(heading: String, lines: [String])
        case showError(ErrorPresentation)
        case showProblem(String)
        case askToConfirm(String)
    }

    private(set) var messages: [Message] = []

    func showNotice(_ text: String) { messages.append(.showNotice(text)) }
    func showTitle(_ title: String) { messages.append(.showTitle(title)) }
    func showMenu(_ menu: Menu<ProfileAction>) { messages.append(.showMenu(menu.items.map(\.keyword))) }
    func showDevices(_ lines: [String]) { messages.append(.showDevices(lines)) }
    func showDetails(heading: String, lines: [String]) {
        messages.append(.showDetails(heading: heading, lines: lines))
    }
    func showError(_ presentation: ErrorPresentation) { messages.append(.showError(presentation)) }
    func showProblem(_ message: String) { messages.append(.showProblem(message)) }
    func askToConfirm(_ question: String) { messages.append(.askToConfirm(question)) }
}
