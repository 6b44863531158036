import Interactors
import Presenters
import TestSupport

/// Stands as the Profile interactor behind its tracing decorator, or in place of the real one in a
/// module the container builds, and records every call that reaches it.
@MainActor
final class ProfileInteractorSpy: ProfileInteracting {
    enum Call: Equatable, Sendable {
        case devices(profileId: ProfileID)
        case idToken(profileId: ProfileID)
        case startPinChange(profileId: ProfileID)
        case disconnect(profileId: ProfileID)
        case endSession(owner: SessionOwner)
        case needsCurrentPin(profileId: ProfileID)
        case askToConfirm(String, prompt: Prompt)
    }

    static let devices = [ProfileDevice(name: "laptop", registeredAt: 1_800_000_000, isThisDevice: true)]

    let log = DecoratorLog<Call>()

    @MainActor func devices(profileId: ProfileID) async throws(AppError) -> [ProfileDevice] {
        log.record(.devices(profileId: profileId))
        return Self.devices
    }

    @MainActor func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        log.record(.idToken(profileId: profileId))
        return DashboardInteractorSpy.idToken
    }

    @MainActor func startPinChange(profileId: ProfileID) async throws(AppError) -> PinChange {
        log.record(.startPinChange(profileId: profileId))
        return .sample
    }

    @MainActor func disconnect(profileId: ProfileID) async throws(AppError) -> DisconnectOutcome {
        log.record(.disconnect(profileId: profileId))
        return .disconnected
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

    func profileNeedsCurrentPin(profileId: ProfileID) { log.record(.needsCurrentPin(profileId: profileId)) }

    func askToConfirm(_ question: String, prompt: Prompt) {
        log.record(.askToConfirm(question, prompt: prompt))
    }

}
