import Interactors
import TestSupport

/// Stands as the Authenticators interactor behind its tracing decorator, or in place of the real
/// one in a module the container builds, and records every call that reaches it.
@MainActor
final class AuthenticatorsInteractorSpy: AuthenticatorsInteracting {
    enum Call: Equatable, Sendable {
        case authenticators(profileId: ProfileID)
        case startRegistration(Authenticator, profileId: ProfileID)
        case remove(Authenticator, profileId: ProfileID)
        case prefer(Authenticator, profileId: ProfileID)
        case endSession(owner: SessionOwner)
        case needPin(profileId: ProfileID)
    }

    static let registered = ProfileAuthenticators(registered: [.pin, .password], preferred: .password)
    static let removal = AuthenticatorRemovalOutcome(
        remaining: ProfileAuthenticators(registered: [.pin], preferred: .pin), preferredResetToPin: true)

    let log = DecoratorLog<Call>()

    @MainActor func authenticators(profileId: ProfileID) async throws(AppError) -> ProfileAuthenticators {
        log.record(.authenticators(profileId: profileId))
        return Self.registered
    }

    @MainActor func startRegistration(of authenticator: Authenticator, profileId: ProfileID)
        async throws(AppError) -> AuthenticatorRegistration
    {
        log.record(.startRegistration(authenticator, profileId: profileId))
        return .sample
    }

    @MainActor func remove(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> AuthenticatorRemovalOutcome
    {
        log.record(.remove(authenticator, profileId: profileId))
        return Self.removal
    }

    @MainActor func prefer(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> ProfileAuthenticators
    {
        log.record(.prefer(authenticator, profileId: profileId))
        return Self.registered
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

    func authenticatorsNeedPin(profileId: ProfileID) { log.record(.needPin(profileId: profileId)) }

}
