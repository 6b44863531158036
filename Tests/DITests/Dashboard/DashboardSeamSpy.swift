import Interactors
import Presenters
import Views

/// Stands behind each of the Dashboard's decorators — as its interactor, router, view and
/// presenter — and records every call that reaches it, answering with fixed values.
@MainActor
final class DashboardSeamSpy: DashboardInteracting, DashboardRouting, DashboardViewInterface,
    SharedViewRecording,
    DashboardPresenting
{
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
        case session(profileId: ProfileID)
        case idToken(profileId: ProfileID)
        case appDetails
        case appToWebURL(profileId: ProfileID)
        case statelessSession
        case refreshStatelessSession
        case endSession(owner: SessionOwner)
        case didLogOut(notice: RouteNotice)
        case didChooseAnotherProfile
        case didQuit
        case didChoose(DashboardDestination, profileId: ProfileID)
        case sessionDidEnd(notice: RouteNotice)
        case showHeading(title: String, lines: [String])
        case showMenu([String])
        case showDetails(heading: String, lines: [String])
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
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
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()
    /// What `session(profileId:)` throws, when set.
    var sessionFailure: AppError?
    nonisolated let homeOption: String? = "/tmp/ada"
    nonisolated let serverOption: String? = nil

    func session(profileId: ProfileID) async throws(AppError) -> UserSession {
        log.record(.session(profileId: profileId))
        if let sessionFailure { throw sessionFailure }
        return Self.session
    }

    func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        log.record(.idToken(profileId: profileId))
        return Self.idToken
    }

    func appDetails() async throws(AppError) -> AppInfo {
        log.record(.appDetails)
        return Self.appInfo
    }

    func appToWebURL(profileId: ProfileID) async throws(AppError) -> String {
        log.record(.appToWebURL(profileId: profileId))
        return Self.webURL
    }

    func statelessSession() async throws(AppError) -> UserSession {
        log.record(.statelessSession)
        return Self.session
    }

    func refreshStatelessSession() async throws(AppError) -> UserSession {
        log.record(.refreshStatelessSession)
        return Self.session
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

    func dashboardDidLogOut(notice: RouteNotice) { log.record(.didLogOut(notice: notice)) }
    func dashboardDidChooseAnotherProfile() { log.record(.didChooseAnotherProfile) }
    func dashboardDidQuit() { log.record(.didQuit) }
    func dashboardDidChoose(_ destination: DashboardDestination, profileId: ProfileID) {
        log.record(.didChoose(destination, profileId: profileId))
    }
    func sessionDidEnd(notice: RouteNotice) { log.record(.sessionDidEnd(notice: notice)) }

    func showHeading(title: String, lines: [String]) { log.record(.showHeading(title: title, lines: lines)) }
    func showMenu(_ menu: Menu<DashboardAction>) { log.record(.showMenu(menu.items.map(\.keyword))) }
    func showDetails(heading: String, lines: [String]) {
        log.record(.showDetails(heading: heading, lines: lines))
    }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
