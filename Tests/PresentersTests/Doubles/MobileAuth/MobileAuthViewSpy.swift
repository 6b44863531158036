import Presenters

@MainActor
final class MobileAuthViewSpy: MobileAuthViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showHeading(title: String, lines: [String])
        case showLines([String])
        case showSuccess(String)
        /// The menu's keywords, in order.
        case showMenu([String])
    }

    private(set) var messages: [Message] = []

    func record(_ message: Message) { messages.append(message) }
    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
    }
    func showLines(_ lines: [String]) { messages.append(.showLines(lines)) }
    func showSuccess(_ text: String) { messages.append(.showSuccess(text)) }
    func showMenu(_ menu: Menu<MobileAuthAction>) { messages.append(.showMenu(menu.items.map(\.keyword))) }

    func clear() {
        messages = []
    }
}
