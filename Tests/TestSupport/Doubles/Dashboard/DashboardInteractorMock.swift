import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class DashboardInteractorMock: DashboardInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case session(profileId: ProfileID)
        case idToken(profileId: ProfileID)
        /// The session of the profile, or the stateless one, was ended.
        case endSession(SessionOwner)
        case appDetails
        case appToWebURL(profileId: ProfileID)
        case statelessSession
        case refreshStatelessSession
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []
    /// The profile's session, read when the screen loads and before an action.
    package var sessions: Script<Result<UserSession, AppError>> = []
    /// The ID token shown by `idtoken`.
    package var idTokens: Script<Result<IdToken, AppError>> = []
    /// How a logout went (`.always(.loggedOut)`).
    package var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)
    /// The app details shown by `app`.
    package var appInfos: Script<Result<AppInfo, AppError>> = []
    /// The single-sign-on URL for the web.
    package var webURLs: Script<Result<String, AppError>> = []
    /// The stateless session, read when its screen loads.
    package var statelessSessions: Script<Result<UserSession, AppError>> = []
    /// What each renewal of the stateless session answers.
    package var refreshedSessions: Script<Result<UserSession, AppError>> = []
    /// The `--home` the app was started with; nil for the default home.
    nonisolated package let homeOption: String?
    /// The `--server` URL the app-to-web hint repeats; nil for the home's own server.
    nonisolated package let serverOption: String?

    /// A value with what its arguments give.
    package init(homeOption: String? = nil, serverOption: String? = nil) {
        self.serverOption = serverOption
        self.homeOption = homeOption
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func session(profileId: ProfileID) async throws(AppError) -> UserSession {
        calls.append(.session(profileId: profileId))
        return try sessions.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        calls.append(.idToken(profileId: profileId))
        return try idTokens.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func appDetails() async throws(AppError) -> AppInfo {
        calls.append(.appDetails)
        return try appInfos.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func appToWebURL(profileId: ProfileID) async throws(AppError) -> String {
        calls.append(.appToWebURL(profileId: profileId))
        return try webURLs.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func statelessSession() async throws(AppError) -> UserSession {
        calls.append(.statelessSession)
        return try statelessSessions.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func refreshStatelessSession() async throws(AppError) -> UserSession {
        calls.append(.refreshStatelessSession)
        return try refreshedSessions.next().get()
    }
}
