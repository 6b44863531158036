import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class AuthenticatorsInteractorMock: AuthenticatorsInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case authenticators(profileId: ProfileID)
        case startRegistration(Authenticator, profileId: ProfileID)
        case remove(Authenticator, profileId: ProfileID)
        case prefer(Authenticator, profileId: ProfileID)
        case endSession(SessionOwner)
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// The profile's authenticators, each time they are read.
    package var lists: Script<Result<ProfileAuthenticators, AppError>> = []
    /// The registration that starts (it then waits for the PIN), or why none does.
    package var registrationStarts: Script<Result<AuthenticatorRegistration, AppError>> = []
    /// What a removal left, and whether the PIN became preferred.
    package var removals: Script<Result<AuthenticatorRemovalOutcome, AppError>> = []
    /// The authenticators after a change of the preferred one.
    package var preferences: Script<Result<ProfileAuthenticators, AppError>> = []
    /// How ending the session went (`.always(.loggedOut)`).
    package var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)

    /// Records the call and gives the next scripted answer.
    @MainActor package func authenticators(profileId: ProfileID) async throws(AppError)
        -> ProfileAuthenticators
    {
        calls.append(.authenticators(profileId: profileId))
        return try lists.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func startRegistration(of authenticator: Authenticator, profileId: ProfileID)
        async throws(AppError) -> AuthenticatorRegistration
    {
        calls.append(.startRegistration(authenticator, profileId: profileId))
        return try registrationStarts.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func remove(_ authenticator: Authenticator, profileId: ProfileID)
        async throws(AppError)
        -> AuthenticatorRemovalOutcome
    {
        calls.append(.remove(authenticator, profileId: profileId))
        return try removals.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func prefer(_ authenticator: Authenticator, profileId: ProfileID)
        async throws(AppError)
        -> ProfileAuthenticators
    {
        calls.append(.prefer(authenticator, profileId: profileId))
        return try preferences.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}
