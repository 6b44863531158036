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

extension ModuleTrace {
    /// `interactor` with each of its calls traced.
    package func traced(_ interactor: any StartupInteracting) -> any StartupInteracting {
        TracingStartupInteractor(base: interactor, trace: self)
    }
}
