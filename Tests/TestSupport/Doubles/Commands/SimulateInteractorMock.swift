import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class SimulateInteractorMock: SimulateInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case run(profile: String)
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// What the server answered the stolen refresh token.
    package var answers: Script<Result<StolenTokenAnswer, AppError>> = []

    /// Records the call and gives the next scripted answer.
    @MainActor package func run(profile: String) async throws(AppError) -> StolenTokenAnswer {
        calls.append(.run(profile: profile))
        return try answers.next().get()
    }
}
