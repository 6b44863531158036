import Interactors

/// Serves a scripted session, ID token, logout outcome and home option, and records the calls.
@MainActor
final class DashboardInteractorMock: DashboardInteracting {
    enum Call: Equatable {
        case session(profileId: String)
        case idToken(profileId: String)
        /// The session of the profile, or the stateless one (nil), was ended.
        case endSession(profileId: String?)
        case appDetails
        case appToWebURL(profileId: String)
        case statelessSession
    }

    private(set) var calls: [Call] = []
    var sessionResult: Result<UserSession, AppError>
    var idTokenResult: Result<IdToken, AppError> = .success(
        IdToken(claims: ["sub": .string("usr_lin")]))
    var logoutOutcome = LogoutOutcome.loggedOut
    var appDetailsResult: Result<AppInfo, AppError> = .success(
        AppInfo(appId: "viper-auth-cli", version: "1.0.0", platform: "linux"))
    var appToWebResult: Result<String, AppError> = .success("https://web.viper-auth.local/sso?token=t0k3n")
    var statelessSessionResult: Result<UserSession, AppError> = .failure(.notLoggedIn)
    /// The `--home` the app was started with; nil for the default home.
    nonisolated let homeOption: String?

    init(session: Result<UserSession, AppError>, homeOption: String? = nil) {
        sessionResult = session
        self.homeOption = homeOption
    }

    func session(profileId: String) async throws(AppError) -> UserSession {
        calls.append(.session(profileId: profileId))
        return try sessionResult.get()
    }

    func idToken(profileId: String) async throws(AppError) -> IdToken {
        calls.append(.idToken(profileId: profileId))
        return try idTokenResult.get()
    }

    func endSession(profileId: String?) async -> LogoutOutcome {
        calls.append(.endSession(profileId: profileId))
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
}
