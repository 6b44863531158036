import Interactors

/// Stands as the Dashboard interactor behind its tracing decorator, or in place of the real one in
/// a module the container builds, and records every call that reaches it, answering with fixed
/// values.
@MainActor
final class DashboardInteractorSpy: DashboardInteracting {
    enum Call: Equatable, Sendable {
        case session(profileId: ProfileID)
        case idToken(profileId: ProfileID)
        case appDetails
        case appToWebURL(profileId: ProfileID)
        case statelessSession
        case refreshStatelessSession
        case endSession(owner: SessionOwner)
    }

    static let session = UserSession(
        owner: .profile("prf_ada"), fullName: "Ada Lovelace", email: "ada@example.org", roleName: "Teacher",
        schoolName: "Northfield Primary", academicUnitName: "Year 5", permissions: [],
        expiresAt: 1_900_000_000)
    static let idToken = IdToken(claims: ["sub": .string("usr_ada"), "email": .string("ada@example.org")])
    static let appInfo = AppInfo(appId: "viper-auth-cli", version: "1.0.0", platform: "linux")
    /// A one-time URL: its token must reach the person and never the trace.
    static let webURL = "https://web.viper-auth.local/sso?token=t0k3n-0nce"

    let log = DecoratorLog<Call>()
    /// What `session(profileId:)` throws, when set.
    var sessionFailure: AppError?
    nonisolated let homeOption: String? = "/tmp/ada"
    nonisolated let serverOption: String? = nil

    @MainActor func session(profileId: ProfileID) async throws(AppError) -> UserSession {
        log.record(.session(profileId: profileId))
        if let sessionFailure { throw sessionFailure }
        return Self.session
    }

    @MainActor func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        log.record(.idToken(profileId: profileId))
        return Self.idToken
    }

    @MainActor func appDetails() async throws(AppError) -> AppInfo {
        log.record(.appDetails)
        return Self.appInfo
    }

    @MainActor func appToWebURL(profileId: ProfileID) async throws(AppError) -> String {
        log.record(.appToWebURL(profileId: profileId))
        return Self.webURL
    }

    @MainActor func statelessSession() async throws(AppError) -> UserSession {
        log.record(.statelessSession)
        return Self.session
    }

    @MainActor func refreshStatelessSession() async throws(AppError) -> UserSession {
        log.record(.refreshStatelessSession)
        return Self.session
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

}
