import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class ProfileInteractorMock: ProfileInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case devices(profileId: ProfileID)
        case idToken(profileId: ProfileID)
        case startPinChange(profileId: ProfileID)
        case disconnect(profileId: ProfileID)
        case endSession(SessionOwner)
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// The profile's devices.
    package var deviceLists: Script<Result<[ProfileDevice], AppError>> = []
    /// The ID token shown by `idtoken`.
    package var idTokens: Script<Result<IdToken, AppError>> = []
    /// The PIN change that starts (it then waits for the PIN), or why none does.
    package var pinChangeStarts: Script<Result<PinChange, AppError>> = []
    /// How a disconnect went.
    package var disconnects: Script<Result<DisconnectOutcome, AppError>> = []
    /// How ending the session went (`.always(.loggedOut)`).
    package var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)

    /// Records the call and gives the next scripted answer.
    @MainActor package func devices(profileId: ProfileID) async throws(AppError) -> [ProfileDevice] {
        calls.append(.devices(profileId: profileId))
        return try deviceLists.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        calls.append(.idToken(profileId: profileId))
        return try idTokens.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func startPinChange(profileId: ProfileID) async throws(AppError) -> PinChange {
        calls.append(.startPinChange(profileId: profileId))
        return try pinChangeStarts.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func disconnect(profileId: ProfileID) async throws(AppError) -> DisconnectOutcome {
        calls.append(.disconnect(profileId: profileId))
        return try disconnects.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}
