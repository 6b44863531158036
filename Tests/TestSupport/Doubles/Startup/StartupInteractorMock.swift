import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class StartupInteractorMock: StartupInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case start
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// What each start finds: a session, none, or an engine that cannot start.
    package var restores: Script<Result<SessionRestore, AppError>> = []
    /// The profiles every start says it removed.
    package var removedProfiles: [ProfileRemoval] = []

    /// Records the call and gives the next scripted answer.
    @MainActor package func start() async throws(AppError) -> StartupOutcome {
        calls.append(.start)
        return StartupOutcome(try restores.next().get(), removedProfiles: removedProfiles)
    }
}
