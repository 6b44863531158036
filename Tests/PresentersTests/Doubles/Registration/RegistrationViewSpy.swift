import Presenters

@MainActor
final class RegistrationViewSpy: RegistrationViewInterface {
    enum Message: Equatable {
        case showHeading(title: String, lines: [String])
        case showMenu(Menu<RegistrationChoice>)
        case showLines([String])
        case showNotice(String)
        case showErrors([String])
        case showError(ErrorPresentation)
        case ask(Prompt)
        case showProgress(String)
        case hideProgress
    }

    private(set) var messages: [Message] = []

    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }
    func showMenu(_ menu: Menu<RegistrationChoice>) { messages.append(.showMenu(menu)) }
    func showLines(_ lines: [String]) { messages.append(.showLines(lines)) }
    func showNotice(_ text: String) { messages.append(.showNotice(text)) }
    func showErrors(_ messages: [String]) { self.messages.append(.showErrors(messages)) }
    func showError(_ presentation: ErrorPresentation) { messages.append(.showError(presentation)) }
    func ask(_ prompt: Prompt) { messages.append(.ask(prompt)) }
    func showProgress(_ message: String) { messages.append(.showProgress(message)) }
    func hideProgress() { messages.append(.hideProgress) }
}
