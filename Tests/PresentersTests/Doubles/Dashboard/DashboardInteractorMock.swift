import Interactors

/// Serves a scripted session, ID token and logout outcome, and records the calls.
@MainActor
final class DashboardInteractorMock: DashboardInteracting {
    enum Call: Equatable {
        case session(profileId: String)
        case idToken(profileId: String)
        case logout(profileId: String)
        case statelessSession
        case endStatelessSession
    }

    private(set) var calls: [Call] = []
    var sessionResult: Result<UserSession, AppError>
    var idTokenResult: Result<String, AppError> = .success("{\n  \"sub\": \"usr_lin\"\n}")
    var logoutOutcome = LogoutOutcome.loggedOut
    var statelessSessionResult: Result<UserSession, AppError> = .failure(.notLoggedIn)

    init(session: Result<UserSession, AppError>) {
        sessionResult = session
    }

    func session(profileId: String) async throws(AppError) -> UserSession {
        calls.append(.session(profileId: profileId))
        return try sessionResult.get()
    }

    func idToken(profileId: String) async throws(AppError) -> String {
        calls.append(.idToken(profileId: profileId))
        return try idTokenResult.get()
    }

    func logout(profileId: String) async -> LogoutOutcome {
        calls.append(.logout(profileId: profileId))
        return logoutOutcome
    }

    func statelessSession() async throws(AppError) -> UserSession {
        calls.append(.statelessSession)
        return try statelessSessionResult.get()
    }

    func endStatelessSession() async -> LogoutOutcome {
        calls.append(.endStatelessSession)
        return logoutOutcome
    }
}
