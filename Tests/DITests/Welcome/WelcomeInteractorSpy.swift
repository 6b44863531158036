import Interactors
import TestSupport

/// Stands as the Welcome interactor behind its tracing decorator, or in place of the real one in a
/// module the container builds, and records every call that reaches it.
@MainActor
final class WelcomeInteractorSpy: WelcomeInteracting {
    enum Call: Equatable, Sendable {
        case profiles
        case implicitData(profileId: ProfileID)
        case startLogin(profileId: ProfileID)
    }

    static let ada = RegisteredProfile(id: "prf_ada", email: "ada@example.org", fullName: "Ada Lovelace")

    let log = DecoratorLog<Call>()
    /// What `startLogin(profileId:)` answers.
    var loginStart = LoginStart.needsPin(.sample)

    @MainActor func profiles() async throws(AppError) -> [RegisteredProfile] {
        log.record(.profiles)
        return [Self.ada]
    }

    @MainActor func implicitData(profileId: ProfileID) async throws(AppError) -> String {
        log.record(.implicitData(profileId: profileId))
        return "ada@example.org (user usr_ada)"
    }

    @MainActor func startLogin(profileId: ProfileID) async throws(AppError) -> LoginStart {
        log.record(.startLogin(profileId: profileId))
        return loginStart
    }

}
