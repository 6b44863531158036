import Interactors

/// Serves a scripted session, ID token and logout outcome, and records the calls.
@MainActor
final class DashboardInteractorMock: DashboardInteracting {
    enum Call: Equatable {
        case session(profileId: String)
        case idToken(profileId: String)
        case logout(profileId: String)
        case appDetails
        case appToWebURL(profileId: String)
        case statelessSession
        case endStatelessSession
    }

    private(set) var calls: [Call] = []
    var sessionResult: Result<UserSession, AppError>
    var idTokenResult: Result<String, AppError> = .success("{\n  \"sub\": \"usr_lin\"\n}")
    var logoutOutcome = LogoutOutcome.loggedOut
    var appDetailsResult: Result<AppInfo, AppError> = .success(
        AppInfo(appId: "viper-auth-cli", version: "1.0.0", platform: "linux"))
    var appToWebResult: Result<String, AppError> = .success("https://web.viper-auth.local/sso?token=t0k3n")
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

    func appDetails() async throws(AppError) -> AppInfo {
        calls.append(.appDetails)
        return try appDetailsResult.get()
    }

    func appToWebURL(profileId: String) async throws(AppError) -> String {
        calls.append(.appToWebURL(profileId: profileId))
        return try appToWebResult.get()
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
