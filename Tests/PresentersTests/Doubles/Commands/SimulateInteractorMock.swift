import Interactors

@MainActor
final class SimulateInteractorMock: SimulateInteracting {
    enum Call: Equatable {
        case run(profile: String)
    }

    private(set) var calls: [Call] = []
    /// What the server answered the stolen refresh token.
    var answers: Script<Result<StolenTokenAnswer, AppError>> = []

    @MainActor func run(profile: String) async throws(AppError) -> StolenTokenAnswer {
        calls.append(.run(profile: profile))
        return try answers.next().get()
    }
}
