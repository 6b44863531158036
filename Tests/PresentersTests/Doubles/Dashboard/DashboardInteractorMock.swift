import Interactors

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
        case refreshStatelessSession
    }

    private(set) var calls: [Call] = []
    /// The profile's session, read when the screen loads and before an action.
    var sessions: Script<Result<UserSession, AppError>> = []
    /// The ID token shown by `idtoken`.
    var idTokens: Script<Result<IdToken, AppError>> = []
    /// How a logout went (`.always(.loggedOut)`).
    var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)
    /// The app details shown by `app`.
    var appInfos: Script<Result<AppInfo, AppError>> = []
    /// The single-sign-on URL for the web.
    var webURLs: Script<Result<String, AppError>> = []
    /// The stateless session, read when its screen loads.
    var statelessSessions: Script<Result<UserSession, AppError>> = []
    /// What each renewal of the stateless session answers.
    var refreshedSessions: Script<Result<UserSession, AppError>> = []
    /// The `--home` the app was started with; nil for the default home.
    nonisolated let homeOption: String?
    /// The `--server` URL the app-to-web hint repeats; nil for the home's own server.
    nonisolated let serverOption: String?

    init(homeOption: String? = nil, serverOption: String? = nil) {
        self.serverOption = serverOption
        self.homeOption = homeOption
    }

    @MainActor func session(profileId: ProfileID) async throws(AppError) -> UserSession {
        calls.append(.session(profileId: profileId))
        return try sessions.next().get()
    }

    @MainActor func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        calls.append(.idToken(profileId: profileId))
        return try idTokens.next().get()
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }

    @MainActor func appDetails() async throws(AppError) -> AppInfo {
        calls.append(.appDetails)
        return try appInfos.next().get()
    }

    @MainActor func appToWebURL(profileId: ProfileID) async throws(AppError) -> String {
        calls.append(.appToWebURL(profileId: profileId))
        return try webURLs.next().get()
    }

    @MainActor func statelessSession() async throws(AppError) -> UserSession {
        calls.append(.statelessSession)
        return try statelessSessions.next().get()
    }

    @MainActor func refreshStatelessSession() async throws(AppError) -> UserSession {
        calls.append(.refreshStatelessSession)
        return try refreshedSessions.next().get()
    }
}
