import Interactors
import Presenters
import Views

/// The Startup use case, traced as a Presenter → Interactor hop and its answer.
struct TracingStartupInteractor: StartupInteracting {
    let base: any StartupInteracting
    let trace: ModuleTrace

    func start() async throws(AppError) -> StartupOutcome {
        try await trace.call("start()", await base.start()) { outcome in
            let removed =
                outcome.removedProfiles.isEmpty ? "" : ", \(outcome.removedProfiles.count) profiles removed"
            return switch outcome.restore {
            case .restored(let profileId): "session restored for profile \(profileId)" + removed
            case .noSession(nil): "no session" + removed
            case .noSession(let discarded?): "no session (one discarded: \(discarded))" + removed
            }
        }
    }
}

/// Where Startup sends the person, each call traced as a Presenter → Router hop.
@MainActor
final class TracingStartupRouting: StartupRouting {
    private weak var base: (any StartupRouting)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any StartupRouting, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func startupDidRestoreSession(profileId: ProfileID) {
        trace.route("startupDidRestoreSession(profileId: \(profileId))")
        base?.startupDidRestoreSession(profileId: profileId)
    }

    func startupFoundNoSession(notice: RouteNotice?) {
        trace.route("startupFoundNoSession(notice:)")
        base?.startupFoundNoSession(notice: notice)
    }
}

/// Sits between the Startup view and presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop.
@MainActor
final class TracingStartupView: TracingView, StartupViewInterface, StartupPresenting {
    private weak var view: (any StartupViewInterface)?

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any StartupViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    func showStartFailure(title: String, _ presentation: ErrorPresentation, menu: Menu<StartupAction>) {
        trace.show("showStartFailure(\(presentation.title), \(menu.items.count) choices)")
        view?.showStartFailure(title: title, presentation, menu: menu)
    }
}
