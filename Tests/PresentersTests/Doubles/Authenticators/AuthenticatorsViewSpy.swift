import Presenters

@MainActor
final class AuthenticatorsViewSpy: AuthenticatorsViewInterface {
    enum Message: Equatable {
        case showNotice(String)
        case showAuthenticators([String])
        /// The menu's keywords, in order.
        case showMenu([String])
        case showChoices(String, [String])
        case showSuccess(String)
        case showError(ErrorPresentation)
        case showProblem(String)
    }

    private(set) var messages: [Message] = []

    func showNotice(_ text: String) { messages.append(.showNotice(text)) }
    func showAuthenticators(_ lines: [String]) { messages.append(.showAuthenticators(lines)) }
    func showMenu(_ menu: Menu<AuthenticatorsAction>) {
        messages.append(.showMenu(menu.items.map(\.keyword)))
    }
    func showChoices<Choice>(_ question: String, _ choices: Menu<Choice>) {
        messages.append(.showChoices(question, choices.items.map(\.keyword)))
    }
    func showSuccess(_ text: String) { messages.append(.showSuccess(text)) }
    func showError(_ presentation: ErrorPresentation) { messages.append(.showError(presentation)) }
    func showProblem(_ message: String) { messages.append(.showProblem(message)) }
}
