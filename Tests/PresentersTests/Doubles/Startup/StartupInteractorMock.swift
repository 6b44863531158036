import Interactors

@MainActor
final class StartupInteractorMock: StartupInteracting {
    enum Call: Equatable {
        case start
    }

    private(set) var calls: [Call] = []
    /// What each start finds: a session, none, or an engine that cannot start.
    var restores: Script<Result<SessionRestore, AppError>> = []
    /// The profiles every start says it removed.
    var removedProfiles: [ProfileRemoval] = []

    @MainActor func start() async throws(AppError) -> StartupOutcome {
        calls.append(.start)
        return StartupOutcome(try restores.next().get(), removedProfiles: removedProfiles)
    }
}
