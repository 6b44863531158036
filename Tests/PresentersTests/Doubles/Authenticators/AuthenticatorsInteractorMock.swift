import Interactors

@MainActor
final class AuthenticatorsInteractorMock: AuthenticatorsInteracting {
    enum Call: Equatable {
        case authenticators(profileId: ProfileID)
        case startRegistration(Authenticator, profileId: ProfileID)
        case remove(Authenticator, profileId: ProfileID)
        case prefer(Authenticator, profileId: ProfileID)
        case endSession(SessionOwner)
    }

    private(set) var calls: [Call] = []
    /// The profile's authenticators, each time they are read.
    var lists: Script<Result<ProfileAuthenticators, AppError>> = []
    /// The registration that starts (it then waits for the PIN), or why none does.
    var registrationStarts: Script<Result<AuthenticatorRegistration, AppError>> = []
    /// What a removal left, and whether the PIN became preferred.
    var removals: Script<Result<AuthenticatorRemovalOutcome, AppError>> = []
    /// The authenticators after a change of the preferred one.
    var preferences: Script<Result<ProfileAuthenticators, AppError>> = []
    /// How ending the session went (`.always(.loggedOut)`).
    var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)

    @MainActor func authenticators(profileId: ProfileID) async throws(AppError) -> ProfileAuthenticators {
        calls.append(.authenticators(profileId: profileId))
        return try lists.next().get()
    }

    @MainActor func startRegistration(of authenticator: Authenticator, profileId: ProfileID)
        async throws(AppError) -> AuthenticatorRegistration
    {
        calls.append(.startRegistration(authenticator, profileId: profileId))
        return try registrationStarts.next().get()
    }

    @MainActor func remove(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> AuthenticatorRemovalOutcome
    {
        calls.append(.remove(authenticator, profileId: profileId))
        return try removals.next().get()
    }

    @MainActor func prefer(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> ProfileAuthenticators
    {
        calls.append(.prefer(authenticator, profileId: profileId))
        return try preferences.next().get()
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}
