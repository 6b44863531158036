import Interactors

/// Serves scripted memberships, switch results and a logout outcome, and records the calls.
@MainActor
final class SwitchContextInteractorMock: SwitchContextInteracting {
    enum Call: Equatable {
        case memberships(profileId: String)
        case switchContext(profileId: String, index: Int)
        case endSession(profileId: String?)
    }

    private(set) var calls: [Call] = []
    var membershipsResult: Result<[Membership], AppError>
    var switchResult: Result<UserSession, AppError>

    init(memberships: Result<[Membership], AppError>, switched: Result<UserSession, AppError>) {
        membershipsResult = memberships
        switchResult = switched
    }

    func memberships(profileId: String) async throws(AppError) -> [Membership] {
        calls.append(.memberships(profileId: profileId))
        return try membershipsResult.get()
    }

    func switchContext(profileId: String, to index: Int) async throws(AppError) -> UserSession {
        calls.append(.switchContext(profileId: profileId, index: index))
        return try switchResult.get()
    }

    func endSession(profileId: String?) async -> LogoutOutcome {
        calls.append(.endSession(profileId: profileId))
        return .loggedOut
    }
}
