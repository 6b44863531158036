import Presenters

@MainActor
final class WelcomeViewSpy: WelcomeViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case ask(Prompt)
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showHeading(title: String, lines: [String])
        case showProfiles([ProfileListItem])
        case showImplicitData(String)
        case showImplicitDataUnavailable(String)
        /// The menu's keywords, in order.
        case showMenu([String])
        /// The question, each choice as `keyword: title` in order, and the prompt.
        case showProfileChoices(String, [String], prompt: Prompt)
    }

    private(set) var messages: [Message] = []

    func record(_ message: Message) {
        messages.append(message)
    }

    func showHeading(title: String, lines: [String]) {
        messages.append(.showHeading(title: title, lines: lines))
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

    func showProfileChoices(_ question: String, _ menu: Menu<Int>, prompt: Prompt) {
        messages.append(
            .showProfileChoices(question, menu.items.map { "\($0.keyword): \($0.title)" }, prompt: prompt))
    }

    func clear() {
        messages = []
    }
}
