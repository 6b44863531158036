import Interactors
import Presenters
import Views

/// The Startup use case, traced as a Presenter → Interactor hop and its answer.
struct TracingStartupInteractor: StartupInteracting {
    let base: any StartupInteracting
    let trace: ModuleTrace

    func start() async throws(AppError) -> SessionRestore {
        try await trace.call("start()", await base.start()) { restore in
            switch restore {
            case .restored(let profileId): "session restored for profile \(profileId)"
            case .noSession(nil): "no session"
            case .noSession(let discarded?): "no session (one discarded: \(discarded))"
            }
        }
    }
}
