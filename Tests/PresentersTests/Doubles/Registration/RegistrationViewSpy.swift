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
        case askWhileWaiting(Question<RegistrationChoice>, progress: String)
    }

    private(set) var messages: [Message] = []
    /// Ends the wait of the last question asked while waiting, as the terminal does when the event
    /// returns first: runs the event and hands what it returned to the presenter.
    private(set) var endWait: (() async -> Void)?

    func ask(_ question: Question<Never>) { messages.append(.ask(question)) }
    func ask<Outcome>(
        _ question: Question<RegistrationChoice>, while waiting: Waiting<Outcome>,
        then finished: @escaping (Outcome) async -> Void
    ) {
        messages.append(.askWhileWaiting(question, progress: waiting.progress))
        endWait = { await finished(await waiting.event()) }
    }

    func record(_ message: Message) { messages.append(message) }
    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }
    func showMenu(_ menu: Menu<RegistrationChoice>) { messages.append(.showMenu(menu)) }
    func showLines(_ lines: [String]) { messages.append(.showLines(lines)) }
}
