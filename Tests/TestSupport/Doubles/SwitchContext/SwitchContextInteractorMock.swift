import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class SwitchContextInteractorMock: SwitchContextInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case memberships(profileId: ProfileID)
        case switchContext(profileId: ProfileID, index: Int)
        case endSession(SessionOwner)
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// The person's memberships, each time they are listed.
    package var membershipLists: Script<Result<[Membership], AppError>> = []
    /// The session each switch moves to, or why it failed.
    package var switches: Script<Result<UserSession, AppError>> = []
    /// How ending the session went (`.always(.loggedOut)`).
    package var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)

    /// Records the call and gives the next scripted answer.
    @MainActor package func memberships(profileId: ProfileID) async throws(AppError) -> [Membership] {
        calls.append(.memberships(profileId: profileId))
        return try membershipLists.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func switchContext(profileId: ProfileID, to index: Int) async throws(AppError)
        -> UserSession
    {
        calls.append(.switchContext(profileId: profileId, index: index))
        return try switches.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}
