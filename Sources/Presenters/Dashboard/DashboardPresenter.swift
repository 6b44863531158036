import Interactors

/// The signed-in home: shows who is signed in and in which role, the ID token on request, and
/// leads to logging out, another profile or quitting. A session found over ends through
/// `SessionEndPolicy`.
@MainActor
public final class DashboardPresenter: DashboardPresenting {
    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    public weak var view: (any DashboardViewInterface)?
    private weak var router: (any DashboardRouting)?
    private let interactor: any DashboardInteracting
    private let tracer: Tracer
    private let sessionEnd: SessionEndPolicy
    private let profileId: String?
    private let notice: String?

    /// What can be done from the dashboard now: in a stateless session, only what needs no profile.
    var menu: Menu<DashboardAction> {
        isStateless ? Menu(Self.menuItems.filter { !$0.action.requiresProfile }) : Menu(Self.menuItems)
    }

    /// Every choice of a profile's session, in the order they are numbered.
    private static let menuItems: [Menu<DashboardAction>.Item] = [
        .init(.idToken, keyword: "idtoken", title: "Show ID token"),
        .init(.switchContext, keyword: "context", title: "Switch role or school"),
        .init(.appDetails, keyword: "app", title: "App details"),
        .init(.appToWeb, keyword: "web", title: "Sign in on the web (app-to-web)"),
        .init(.mobileAuth, keyword: "mobile", title: "Mobile authentication and push requests"),
        // authenticators and profile
        .init(.profile, keyword: "profile", title: "Profile (change PIN, devices, disconnect)"),
        .init(.authenticators, keyword: "authenticators", title: "Authenticators"),
        .init(.anotherProfile, keyword: "switch", title: "Log in as another profile"),
        .init(.logout, keyword: "logout", title: "Log out"),
        .init(.quit, keyword: "quit", title: "Quit"),
    ]

    /// A presenter for the session of `profileId` that shows `notice` first, works through
    /// `interactor` and reports to `router`.
    public init(
        profileId: String?, notice: String?, interactor: any DashboardInteracting,
        router: any DashboardRouting, tracer: Tracer
    ) {
        self.profileId = profileId
        self.notice = notice
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
        sessionEnd = SessionEndPolicy(
            profileId: profileId, interactor: interactor, router: router, tracer: tracer, module: "Dashboard")
    }

    /// Shows the notice, then the session and the menu.
    public func viewDidLoad() async {
        tracer.hop(.view, .presenter, in: "Dashboard", "screen loaded")
        if let notice { view?.showNotice(notice) }
        let described = profileId.map { "session of profile \($0)" } ?? "stateless session"
        tracer.hop(.presenter, .interactor, in: "Dashboard", described)
        do throws(AppError) {
            let session: UserSession
            if let profileId {
                session = try await interactor.session(profileId: profileId)
            } else {
                // Without a profile the session is a stateless one, kept in the engine's memory.
                session = try await interactor.statelessSession()
            }
            tracer.hop(.interactor, .presenter, in: "Dashboard", "session")
            view?.showSession(account: "\(session.fullName) <\(session.email)>", role: Self.role(of: session))
            if isStateless { view?.showNotice(Self.statelessNotice) }
        } catch {
            tracer.hop(.interactor, .presenter, in: "Dashboard", "session failed: \(error)")
            if await endsSessionOrShows(error) { return }
        }
        view?.showMenu(menu)
    }

    /// Handles a menu choice.
    public func didSubmit(_ line: String) async {
        tracer.hop(.view, .presenter, in: "Dashboard", "choice \"\(line)\"")
        // A stateless session's menu lists no choice that needs a profile, so none is matched here.
        guard let action = menu.action(for: line) else {
            view?.showProblem(menu.unknownChoiceMessage)
            return
        }
        switch action {
        case .idToken:
            guard await sessionIsStillOn() else { return }
            await showIdToken()
        case .switchContext:
            guard let profileId else { return }
            // SwitchContext's first call asks the server for the memberships: it checks the session.
            tracer.hop(.presenter, .router, in: "Dashboard", "switch context chosen")
            router?.dashboardDidChooseSwitchContext(profileId: profileId)
        case .appDetails:
            guard await sessionIsStillOn() else { return }
            await showAppDetails()
        case .appToWeb:
            // An authorized call: it refreshes an expiring token and notices a session ended elsewhere.
            await showAppToWebURL()
        case .anotherProfile:
            await endStatelessSession()
            tracer.hop(.presenter, .router, in: "Dashboard", "another profile chosen")
            router?.dashboardDidChooseAnotherProfile()
        case .logout:
            await logOut()
        case .quit:
            await endStatelessSession()
            tracer.hop(.presenter, .router, in: "Dashboard", "quit")
            router?.dashboardDidQuit()
        case .mobileAuth:
            guard let profileId else { return }
            tracer.hop(.presenter, .router, in: "Dashboard", "mobile authentication chosen")
            router?.dashboardDidChooseMobileAuth(profileId: profileId)
        // authenticators and profile
        case .authenticators:
            guard let profileId else { return }
            tracer.hop(.presenter, .router, in: "Dashboard", "authenticators chosen")
            router?.dashboardDidChooseAuthenticators(profileId: profileId)
        case .profile:
            guard let profileId else { return }
            tracer.hop(.presenter, .router, in: "Dashboard", "profile chosen")
            router?.dashboardDidChooseProfile(profileId: profileId)
        }
    }

    /// Nothing is in progress; the session stays stored for the next start (a stateless one, which
    /// cannot outlive the run, is ended on the server).
    public func viewDidReachEndOfInput() async {
        tracer.hop(.view, .presenter, in: "Dashboard", "end of input")
        await endStatelessSession()
    }

    /// `Teacher at Northfield Primary (Year 5)`; without a class or department, just the school.
    static func role(of session: UserSession) -> String {
        let role = "\(session.roleName) at \(session.schoolName)"
        return session.academicUnitName.isEmpty ? role : role + " (\(session.academicUnitName))"
    }

    private func showIdToken() async {
        guard let profileId else { return }
        tracer.hop(.presenter, .interactor, in: "Dashboard", "ID token of profile \(profileId)")
        do throws(AppError) {
            let token = try await interactor.idToken(profileId: profileId)
            tracer.hop(.interactor, .presenter, in: "Dashboard", "ID token claims")
            view?.showDetails(heading: IdTokenText.heading, lines: IdTokenText.lines(for: token))
        } catch {
            tracer.hop(.interactor, .presenter, in: "Dashboard", "ID token failed: \(error)")
            if await endsSessionOrShows(error) { return }
        }
        view?.showMenu(menu)
    }

    /// Checks the session with the server before an action that does not itself use it (the ID
    /// token is read on this device; app details is device-authenticated), so a session ended
    /// elsewhere is noticed when the person acts. A blocking line read cannot be interrupted, so
    /// this — and the check before the menu is first shown — is when it is noticed. An expiring
    /// token is refreshed here silently. False when the session was over and the dashboard left.
    private func sessionIsStillOn() async -> Bool {
        guard let profileId else { return false }
        tracer.hop(.presenter, .interactor, in: "Dashboard", "check session of profile \(profileId)")
        do throws(AppError) {
            _ = try await interactor.session(profileId: profileId)
            tracer.hop(.interactor, .presenter, in: "Dashboard", "session on")
            return true
        } catch {
            tracer.hop(.interactor, .presenter, in: "Dashboard", "session check failed: \(error)")
            // Only an error that ends the session stops the action; the action reports any other.
            return !(await sessionEnd.endsSession(after: error))
        }
    }

    private func showAppDetails() async {
        tracer.hop(.presenter, .interactor, in: "Dashboard", "app details")
        do throws(AppError) {
            let details = try await interactor.appDetails()
            tracer.hop(.interactor, .presenter, in: "Dashboard", "app details")
            view?.showDetails(
                heading: DashboardText.appDetailsHeading, lines: DashboardText.lines(for: details))
        } catch {
            tracer.hop(.interactor, .presenter, in: "Dashboard", "app details failed: \(error)")
            if await endsSessionOrShows(error) { return }
        }
        view?.showMenu(menu)
    }

    private func showAppToWebURL() async {
        guard let profileId else { return }
        tracer.hop(.presenter, .interactor, in: "Dashboard", "app-to-web URL of profile \(profileId)")
        do throws(AppError) {
            let url = try await interactor.appToWebURL(profileId: profileId)
            // The URL carries a one-time token: shown to the person, never traced.
            tracer.hop(.interactor, .presenter, in: "Dashboard", "app-to-web URL")
            view?.showDetails(
                heading: DashboardText.appToWebHeading,
                lines: DashboardText.lines(forWebURL: url, homeOption: interactor.homeOption))
        } catch {
            tracer.hop(.interactor, .presenter, in: "Dashboard", "app-to-web failed: \(error)")
            if await endsSessionOrShows(error) { return }
        }
        view?.showMenu(menu)
    }

    /// The person's own Log out: the session ends as when it is over, and Welcome says how it went.
    private func logOut() async {
        tracer.hop(
            .presenter, .interactor, in: "Dashboard",
            profileId.map { "log out profile \($0)" } ?? "end the stateless session")
        let outcome = await interactor.endSession(profileId: profileId)
        tracer.hop(.interactor, .presenter, in: "Dashboard", "logout: \(outcome)")
        tracer.hop(.presenter, .router, in: "Dashboard", "logged out")
        router?.dashboardDidLogOut(notice: LogoutOutcomeText.notice(for: outcome))
    }

    /// Shows `error`, unless it means the session is over: then the policy ends it and leaves;
    /// true when it left.
    private func endsSessionOrShows(_ error: AppError) async -> Bool {
        if await sessionEnd.endsSession(after: error) { return true }
        view?.showError(ErrorPresentation(error))
        return false
    }

    // Stateless sessions (identity providers): no profile, nothing stored, ended when left.

    /// True for a stateless session: the router names no profile.
    private var isStateless: Bool { profileId == nil }

    static let statelessNotice =
        "Stateless session: no PIN and nothing stored on this device; it ends when you log out or quit."

    /// Ends a stateless session on the server (best effort); a profile's session is left alone.
    private func endStatelessSession() async {
        guard isStateless else { return }
        tracer.hop(.presenter, .interactor, in: "Dashboard", "end the stateless session")
        let outcome = await interactor.endSession(profileId: nil)
        tracer.hop(.interactor, .presenter, in: "Dashboard", "stateless session ended: \(outcome)")
    }
}
