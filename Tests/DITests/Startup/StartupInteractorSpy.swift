import Interactors

/// Stands as the Startup interactor behind its tracing decorator, or in place of the real one in a
/// module the container builds, and records every call that reaches it.
@MainActor
final class StartupInteractorSpy: StartupInteracting {
    enum Call: Equatable, Sendable {
        case start
    }

    let log = DecoratorLog<Call>()
    /// What `start()` answers.
    var outcome = StartupOutcome(.restored("prf_ada"))

    @MainActor func start() async throws(AppError) -> StartupOutcome {
        log.record(.start)
        return outcome
    }
}
