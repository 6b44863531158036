import Interactors

/// Serves a scripted session, ID token, logout outcome and home option, and records the calls.
@MainActor
final class DashboardInteractorMock: DashboardInteracting {
    enum Call: Equatable {
        case session(profileId: ProfileID)
        case idToken(profileId: ProfileID)
        /// The session of the profile, or the stateless one, was ended.
        case endSession(SessionOwner)
        case appDetails
        case appToWebURL(profileId: ProfileID)
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
    /// The `--server` URL the app-to-web hint repeats; nil for the home's own server.
    nonisolated let serverOption: String?

    init(session: Result<UserSession, AppError>, homeOption: String? = nil, serverOption: String? = nil) {
        self.serverOption = serverOption
        sessionResult = session
        self.homeOption = homeOption
    }

    func session(profileId: ProfileID) async throws(AppError) -> UserSession {
        calls.append(.session(profileId: profileId))
        return try sessionResult.get()
    }

    func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        calls.append(.idToken(profileId: profileId))
        return try idTokenResult.get()
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcome
    }

    func appDetails() async throws(AppError) -> AppInfo {
        calls.append(.appDetails)
        return try appDetailsResult.get()
    }

    func appToWebURL(profileId: ProfileID) async throws(AppError) -> String {
        calls.append(.appToWebURL(profileId: profileId))
        return try appToWebResult.get()
    }

    func statelessSession() async throws(AppError) -> UserSession {
        calls.append(.statelessSession)
        return try statelessSessionResult.get()
    }
}
