import Interactors

@MainActor
final class ProfileInteractorMock: ProfileInteracting {
    enum Call: Equatable {
        case devices(profileId: ProfileID)
        case idToken(profileId: ProfileID)
        case startPinChange(profileId: ProfileID)
        case disconnect(profileId: ProfileID)
        case endSession(SessionOwner)
    }

    private(set) var calls: [Call] = []
    /// The profile's devices.
    var deviceLists: Script<Result<[ProfileDevice], AppError>> = []
    /// The ID token shown by `idtoken`.
    var idTokens: Script<Result<IdToken, AppError>> = []
    /// The PIN change that starts (it then waits for the PIN), or why none does.
    var pinChangeStarts: Script<Result<PinChange, AppError>> = []
    /// How a disconnect went.
    var disconnects: Script<Result<DisconnectOutcome, AppError>> = []
    /// How ending the session went (`.always(.loggedOut)`).
    var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)

    @MainActor func devices(profileId: ProfileID) async throws(AppError) -> [ProfileDevice] {
        calls.append(.devices(profileId: profileId))
        return try deviceLists.next().get()
    }

    @MainActor func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        calls.append(.idToken(profileId: profileId))
        return try idTokens.next().get()
    }

    @MainActor func startPinChange(profileId: ProfileID) async throws(AppError) -> PinChange {
        calls.append(.startPinChange(profileId: profileId))
        return try pinChangeStarts.next().get()
    }

    @MainActor func disconnect(profileId: ProfileID) async throws(AppError) -> DisconnectOutcome {
        calls.append(.disconnect(profileId: profileId))
        return try disconnects.next().get()
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}
