import Presenters

@MainActor
final class StartupViewSpy: StartupViewInterface {
    enum Message: Equatable {
        case showProgress(String)
        case hideProgress
        case showStartFailure(ErrorPresentation, menu: [String])
        case showProblem(String)
    }

    private(set) var messages: [Message] = []

    func showProgress(_ message: String) {
        messages.append(.showProgress(message))
    }

    func hideProgress() {
        messages.append(.hideProgress)
    }

    func showStartFailure(_ presentation: ErrorPresentation, menu: Menu<StartupAction>) {
        messages.append(.showStartFailure(presentation, menu: menu.items.map(\.keyword)))
    }

    func showProblem(_ message: String) {
        messages.append(.showProblem(message))
    }
}
