import Presenters

@MainActor
final class WelcomeViewSpy: WelcomeViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case ask(Prompt)
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showProfiles([ProfileListItem])
        case showImplicitData(String)
        case showImplicitDataUnavailable(String)
        /// The menu's keywords, in order.
        case showMenu([String])
        /// Each choice as `keyword: title`, in order.
        case showProfileChoices([String])
    }

    private(set) var messages: [Message] = []

    func record(_ message: Message) {
        messages.append(message)
    }

    func showProfiles(_ items: [ProfileListItem]) {
        messages.append(.showProfiles(items))
    }

    func showImplicitData(_ text: String) {
        messages.append(.showImplicitData(text))
    }

    func showImplicitDataUnavailable(_ reason: String) {
        messages.append(.showImplicitDataUnavailable(reason))
    }

    func showMenu(_ menu: Menu<WelcomeAction>) {
        messages.append(.showMenu(menu.items.map(\.keyword)))
    }

    func showProfileChoices(_ menu: Menu<Int>) {
        messages.append(.showProfileChoices(menu.items.map { "\($0.keyword): \($0.title)" }))
    }

    func clear() {
        messages = []
    }
}
