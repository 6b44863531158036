import Interactors

/// Starts the engine, then goes on to the restored session's dashboard or to Welcome; when the
/// engine cannot start it shows why and offers to retry.
@MainActor
public final class StartupPresenter: StartupPresenting {
    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    public weak var view: (any StartupViewInterface)?
    private weak var router: (any StartupRouting)?
    private let interactor: any StartupInteracting
    private let tracer: Tracer

    /// The only menu this screen has.
    let menu = Menu([Menu.Item(StartupAction.retry, keyword: "retry", title: "Retry")])

    /// A presenter that starts the engine through `interactor` and reports to `router`.
    public init(interactor: any StartupInteracting, router: any StartupRouting, tracer: Tracer) {
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
    }

    /// Starts the engine at once: start-up asks nothing unless it fails.
    public func viewDidLoad() async {
        tracer.hop(.view, .presenter, in: "Startup", "screen loaded")
        await start()
    }

    /// Retries on `retry` (or `1`); anything else gets the unknown-choice message.
    public func didSubmit(_ line: String) async {
        tracer.hop(.view, .presenter, in: "Startup", "choice \"\(line)\"")
        guard menu.action(for: line) == .retry else {
            view?.showProblem(menu.unknownChoiceMessage)
            return
        }
        await start()
    }

    /// Nothing is in progress between attempts, so the run simply ends.
    public func viewDidReachEndOfInput() async {
        tracer.hop(.view, .presenter, in: "Startup", "end of input")
    }

    private func start() async {
        tracer.hop(.presenter, .interactor, in: "Startup", "start the engine and restore a session")
        view?.showProgress("Starting…")
        let restore: SessionRestore
        do throws(AppError) {
            restore = try await interactor.start()
        } catch {
            view?.hideProgress()
            tracer.hop(.interactor, .presenter, in: "Startup", "failed: \(error)")
            view?.showStartFailure(ErrorPresentation(error), menu: menu)
            return
        }
        view?.hideProgress()
        switch restore {
        case .restored(let profileId):
            tracer.hop(.interactor, .presenter, in: "Startup", "session restored for profile \(profileId)")
            tracer.hop(.presenter, .router, in: "Startup", "session restored")
            router?.startupDidRestoreSession(profileId: profileId)
        case .noSession(let discarded):
            tracer.hop(.interactor, .presenter, in: "Startup", "no session")
            tracer.hop(.presenter, .router, in: "Startup", "no session")
            router?.startupFoundNoSession(notice: discarded.map(RouteNotice.sessionDiscarded))
        }
    }
}
