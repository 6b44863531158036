import Presenters

@MainActor
final class ProfileViewSpy: ProfileViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showTitle(String)
        /// The menu's keywords, in order.
        case showMenu([String])
        case showDevices([String])
        case showDetails(heading: String, lines: [String])
        case askToConfirm(String, Question<DisconnectConfirmation>)
    }

    private(set) var messages: [Message] = []

    func record(_ message: Message) { messages.append(message) }
    func showTitle(_ title: String) { messages.append(.showTitle(title)) }
    func showMenu(_ menu: Menu<ProfileAction>) { messages.append(.showMenu(menu.items.map(\.keyword))) }
    func showDevices(_ lines: [String]) { messages.append(.showDevices(lines)) }
    func showDetails(heading: String, lines: [String]) {
        messages.append(.showDetails(heading: heading, lines: lines))
    }
    func askToConfirm(_ heading: String, _ question: Question<DisconnectConfirmation>) {
        messages.append(.askToConfirm(heading, question))
    }
}
