import Interactors

/// Serves scripted memberships, switch results and a logout outcome, and records the calls.
@MainActor
final class SwitchContextInteractorMock: SwitchContextInteracting {
    enum Call: Equatable {
        case memberships(profileId: ProfileID)
        case switchContext(profileId: ProfileID, index: Int)
        case endSession(SessionOwner)
    }

    private(set) var calls: [Call] = []
    var membershipsResult: Result<[Membership], AppError>
    var switchResult: Result<UserSession, AppError>

    init(memberships: Result<[Membership], AppError>, switched: Result<UserSession, AppError>) {
        membershipsResult = memberships
        switchResult = switched
    }

    func memberships(profileId: ProfileID) async throws(AppError) -> [Membership] {
        calls.append(.memberships(profileId: profileId))
        return try membershipsResult.get()
    }

    func switchContext(profileId: ProfileID, to index: Int) async throws(AppError) -> UserSession {
        calls.append(.switchContext(profileId: profileId, index: index))
        return try switchResult.get()
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return .loggedOut
    }
}
