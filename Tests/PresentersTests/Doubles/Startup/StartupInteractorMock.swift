import Interactors
import Testing

/// Answers each `start()` with the next scripted result and records the calls.
@MainActor
final class StartupInteractorMock: StartupInteracting {
    enum Call: Equatable {
        case start
    }

    private(set) var calls: [Call] = []
    private var results: [Result<SessionRestore, AppError>]

    init(results: [Result<SessionRestore, AppError>]) {
        self.results = results
    }

    func start() async throws(AppError) -> SessionRestore {
        calls.append(.start)
        guard !results.isEmpty else {
            Issue.record("start() called more often than scripted")
            throw .cancelled
        }
        return try results.removeFirst().get()
    }
}
