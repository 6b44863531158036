import Interactors
import Presenters
import Views

/// The Dashboard's use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingDashboardInteractor: DashboardInteracting {
    let base: any DashboardInteracting
    let trace: ModuleTrace

    func session(profileId: ProfileID) async throws(AppError) -> UserSession {
        try await trace.call("session(profileId: \(profileId))", await base.session(profileId: profileId)) {
            _ in "session"
        }
    }

    func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        try await trace.call("idToken(profileId: \(profileId))", await base.idToken(profileId: profileId)) {
            "ID token, \($0.claims.count) claims"
        }
    }

    func appDetails() async throws(AppError) -> AppInfo {
        try await trace.call("appDetails()", await base.appDetails()) { _ in "app details" }
    }

    func appToWebURL(profileId: ProfileID) async throws(AppError) -> String {
        // The URL carries a one-time token: shown to the person, never traced.
        try await trace.call(
            "appToWebURL(profileId: \(profileId))", await base.appToWebURL(profileId: profileId)
        ) { _ in "app-to-web URL" }
    }

    var homeOption: String? { base.homeOption }
    var serverOption: String? { base.serverOption }

    func statelessSession() async throws(AppError) -> UserSession {
        try await trace.call("statelessSession()", await base.statelessSession()) { _ in "stateless session" }
    }

    func refreshStatelessSession() async throws(AppError) -> UserSession {
        try await trace.call("refreshStatelessSession()", await base.refreshStatelessSession()) {
            _ in "stateless session refreshed"
        }
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }
}

/// Where the Dashboard sends the person, each call traced as a Presenter → Router hop.
@MainActor
final class TracingDashboardRouting: DashboardRouting {
    private weak var base: (any DashboardRouting)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any DashboardRouting, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func dashboardDidLogOut(notice: RouteNotice) {
        trace.route("dashboardDidLogOut(notice:)")
        base?.dashboardDidLogOut(notice: notice)
    }

    func dashboardDidChooseAnotherProfile() {
        trace.route("dashboardDidChooseAnotherProfile()")
        base?.dashboardDidChooseAnotherProfile()
    }

    func dashboardDidQuit() {
        trace.route("dashboardDidQuit()")
        base?.dashboardDidQuit()
    }

    func dashboardDidChoose(_ destination: DashboardDestination, profileId: ProfileID) {
        trace.route("dashboardDidChoose(\(destination), profileId: \(profileId))")
        base?.dashboardDidChoose(destination, profileId: profileId)
    }

    func sessionDidEnd(notice: RouteNotice) {
        trace.route("sessionDidEnd(notice:)")
        base?.sessionDidEnd(notice: notice)
    }
}

/// Sits between the Dashboard's view and presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop.
@MainActor
final class TracingDashboardView: TracingView, DashboardViewInterface, DashboardPresenting {
    private weak var view: (any DashboardViewInterface)?

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any DashboardViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    func showHeading(title: String, lines: [String]) {
        trace.show("showHeading(title: \(title), \(lines.count) lines)")
        view?.showHeading(title: title, lines: lines)
    }

    func showMenu(_ menu: Menu<DashboardAction>) {
        trace.show("showMenu(\(menu.items.count) choices)")
        view?.showMenu(menu)
    }

    func showDetails(heading: String, lines: [String]) {
        // The lines may hold a one-time URL: only their number is traced.
        trace.show("showDetails(heading: \(heading), \(lines.count) lines)")
        view?.showDetails(heading: heading, lines: lines)
    }
}
