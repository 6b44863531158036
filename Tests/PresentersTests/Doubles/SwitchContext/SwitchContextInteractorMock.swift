import Interactors

@MainActor
final class SwitchContextInteractorMock: SwitchContextInteracting {
    enum Call: Equatable {
        case memberships(profileId: ProfileID)
        case switchContext(profileId: ProfileID, index: Int)
        case endSession(SessionOwner)
    }

    private(set) var calls: [Call] = []
    /// The person's memberships, each time they are listed.
    var membershipLists: Script<Result<[Membership], AppError>> = []
    /// The session each switch moves to, or why it failed.
    var switches: Script<Result<UserSession, AppError>> = []
    /// How ending the session went (`.always(.loggedOut)`).
    var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)

    @MainActor func memberships(profileId: ProfileID) async throws(AppError) -> [Membership] {
        calls.append(.memberships(profileId: profileId))
        return try membershipLists.next().get()
    }

    @MainActor func switchContext(profileId: ProfileID, to index: Int) async throws(AppError) -> UserSession {
        calls.append(.switchContext(profileId: profileId, index: index))
        return try switches.next().get()
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}
