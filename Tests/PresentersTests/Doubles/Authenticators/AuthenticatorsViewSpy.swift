import Presenters

@MainActor
final class AuthenticatorsViewSpy: AuthenticatorsViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showHeading(title: String, lines: [String])
        /// The menu's keywords, in order.
        case showMenu([String])
        case showChoices(String, [String])
        case showSuccess(String)
    }

    private(set) var messages: [Message] = []

    func record(_ message: Message) { messages.append(message) }
    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }
    func showMenu(_ menu: Menu<AuthenticatorsAction>) {
        messages.append(.showMenu(menu.items.map(\.keyword)))
    }
    func showChoices(_ heading: String, _ choices: Menu<AuthenticatorChange>) {
        messages.append(.showChoices(heading, choices.items.map(\.keyword)))
    }
    func showSuccess(_ text: String) { messages.append(.showSuccess(text)) }
}
