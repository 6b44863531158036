import Interactors
import TestSupport

/// Stands as the MobileAuth interactor behind its tracing decorator, or in place of the real one in
/// a module the container builds, and records every call that reaches it.
@MainActor
final class MobileAuthInteractorSpy: MobileAuthInteracting {
    enum Call: Equatable, Sendable {
        case enroll(profileId: ProfileID)
        case isEnrolled(profileId: ProfileID)
        case pendingRequests(profileId: ProfileID)
        case beginHandling(profileId: ProfileID)
        case endSession(owner: SessionOwner)
    }

    static let request = PushRequest(
        id: "psh_1", profileId: "prf_ada", message: "Sign in to the library", isOneTimePassword: false,
        createdAt: 1_800_000_000, expiresAt: 1_800_000_300)

    let log = DecoratorLog<Call>()

    @MainActor func enroll(profileId: ProfileID) async throws(AppError) {
        log.record(.enroll(profileId: profileId))
    }

    @MainActor func isEnrolled(profileId: ProfileID) async throws(AppError) -> Bool {
        log.record(.isEnrolled(profileId: profileId))
        return false
    }

    @MainActor func pendingRequests(profileId: ProfileID) async throws(AppError) -> [PushRequest] {
        log.record(.pendingRequests(profileId: profileId))
        return [Self.request]
    }

    nonisolated func now() -> Int64 { 1_800_000_060 }

    @MainActor func beginHandling(profileId: ProfileID) async -> PushHandlingStart {
        log.record(.beginHandling(profileId: profileId))
        return .requestWaiting(.sample)
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

}
