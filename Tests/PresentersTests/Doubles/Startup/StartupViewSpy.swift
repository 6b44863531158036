import Presenters

@MainActor
final class StartupViewSpy: StartupViewInterface, ViewSpy {
    enum Message: Equatable, SharedViewMessages {
        case showProgress(String)
        case hideProgress
        case showError(ErrorMessage)
        case showNotice(String)
        case showStartFailure(title: String, ErrorPresentation, menu: [String])
    }

    private(set) var messages: [Message] = []

    func record(_ message: Message) {
        messages.append(message)
    }

    func showStartFailure(title: String, _ presentation: ErrorPresentation, menu: Menu<StartupAction>) {
        messages.append(.showStartFailure(title: title, presentation, menu: menu.items.map(\.keyword)))
    }
}
