import Presenters

@MainActor
final class WelcomeViewSpy: WelcomeViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
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
        /// The heading, each choice as `keyword: title` in order, and the question.
        case showProfileChoices(String, [String], Question<Int>)
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

    func showProfileChoices(_ heading: String, _ menu: Menu<Int>, _ question: Question<Int>) {
        messages.append(
            .showProfileChoices(heading, menu.items.map { "\($0.keyword): \($0.title)" }, question))
    }

    func clear() {
        messages = []
    }
}
