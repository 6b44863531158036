import Interactors

/// Stands as the SwitchContext interactor behind its tracing decorator, or in place of the real one
/// in a module the container builds, and records every call that reaches it.
@MainActor
final class SwitchContextInteractorSpy: SwitchContextInteracting {
    enum Call: Equatable, Sendable {
        case memberships(profileId: ProfileID)
        case switchContext(profileId: ProfileID, index: Int)
        case endSession(owner: SessionOwner)
    }

    static let memberships = [
        Membership(
            index: 0, roleName: "Guest", schoolName: "Riverside", academicUnitName: "", isActive: true),
        Membership(
            index: 1, roleName: "Teacher", schoolName: "Northfield", academicUnitName: "Year 5",
            isActive: false),
    ]

    let log = DecoratorLog<Call>()

    @MainActor func memberships(profileId: ProfileID) async throws(AppError) -> [Membership] {
        log.record(.memberships(profileId: profileId))
        return Self.memberships
    }

    @MainActor func switchContext(profileId: ProfileID, to index: Int) async throws(AppError) -> UserSession {
        log.record(.switchContext(profileId: profileId, index: index))
        return DashboardInteractorSpy.session
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .alreadyLoggedOut
    }

}
