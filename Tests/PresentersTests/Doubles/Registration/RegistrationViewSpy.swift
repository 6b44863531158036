import Presenters

@MainActor
final class RegistrationViewSpy: RegistrationViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case ask(Question<Never>)
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showHeading(title: String, lines: [String])
        case showMenu(Menu<RegistrationChoice>)
        case showLines([String])
    }

    private(set) var messages: [Message] = []

    func ask(_ question: Question<Never>) { messages.append(.ask(question)) }

    func record(_ message: Message) { messages.append(message) }
    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }
    func showMenu(_ menu: Menu<RegistrationChoice>) { messages.append(.showMenu(menu)) }
    func showLines(_ lines: [String]) { messages.append(.showLines(lines)) }
}
