import Interactors

@MainActor
final class StartupInteractorMock: StartupInteracting {
    enum Call: Equatable {
        case start
    }

    private(set) var calls: [Call] = []
    /// What each start finds: a session, none, or an engine that cannot start.
    var restores: Script<Result<SessionRestore, AppError>> = []

    func start() async throws(AppError) -> SessionRestore {
        calls.append(.start)
        return try restores.next().get()
    }
}
