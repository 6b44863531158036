import Interactors

/// The signed-in home: shows who is signed in and in which role, the ID token on request, and
/// leads to logging out, another profile or quitting. An error that ends the session logs out.
@MainActor
public final class DashboardPresenter: DashboardPresenting {
    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    public weak var view: (any DashboardViewInterface)?
    private weak var router: (any DashboardRouting)?
    private let interactor: any DashboardInteracting
    private let tracer: Tracer
    private let profileId: String?
    private let notice: String?

    /// What can be done from the dashboard now.
    let menu = Menu<DashboardAction>([
        .init(.idToken, keyword: "idtoken", title: "Show ID token"),
        // authenticators and profile
        .init(.profile, keyword: "profile", title: "Profile (change PIN, devices)"),
        .init(.authenticators, keyword: "authenticators", title: "Authenticators"),
        .init(.anotherProfile, keyword: "switch", title: "Log in as another profile"),
        .init(.logout, keyword: "logout", title: "Log out"),
        .init(.quit, keyword: "quit", title: "Quit"),
    ])

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
    }

    /// Shows the notice, then the session and the menu.
    public func viewDidLoad() async {
        tracer.hop(.view, .presenter, in: "Dashboard", "screen loaded")
        if let notice { view?.showNotice(notice) }
        guard let profileId else {
            // The router always names the profile; without one there is no session to show.
            await endSession(ErrorPresentation(.notLoggedIn))
            return
        }
        tracer.hop(.presenter, .interactor, in: "Dashboard", "session of profile \(profileId)")
        do throws(AppError) {
            let session = try await interactor.session(profileId: profileId)
            tracer.hop(.interactor, .presenter, in: "Dashboard", "session")
            view?.showSession(account: "\(session.fullName) <\(session.email)>", role: Self.role(of: session))
        } catch {
            tracer.hop(.interactor, .presenter, in: "Dashboard", "session failed: \(error)")
            if await handle(error) { return }
        }
        view?.showMenu(menu)
    }

    /// Handles a menu choice.
    public func didSubmit(_ line: String) async {
        tracer.hop(.view, .presenter, in: "Dashboard", "choice \"\(line)\"")
        guard let action = menu.action(for: line) else {
            view?.showProblem(menu.unknownChoiceMessage)
            return
        }
        switch action {
        case .idToken:
            await showIdToken()
        case .anotherProfile:
            tracer.hop(.presenter, .router, in: "Dashboard", "another profile chosen")
            router?.dashboardDidChooseAnotherProfile()
        case .logout:
            await logOut()
        case .quit:
            tracer.hop(.presenter, .router, in: "Dashboard", "quit")
            router?.dashboardDidQuit()
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

    /// Nothing is in progress; the session stays stored for the next start.
    public func viewDidReachEndOfInput() async {
        tracer.hop(.view, .presenter, in: "Dashboard", "end of input")
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
            let claims = try await interactor.idToken(profileId: profileId)
            tracer.hop(.interactor, .presenter, in: "Dashboard", "ID token claims")
            view?.showIdToken(claims)
        } catch {
            tracer.hop(.interactor, .presenter, in: "Dashboard", "ID token failed: \(error)")
            if await handle(error) { return }
        }
        view?.showMenu(menu)
    }

    private func logOut() async {
        guard let profileId else { return }
        tracer.hop(.presenter, .interactor, in: "Dashboard", "log out profile \(profileId)")
        let outcome = await interactor.logout(profileId: profileId)
        tracer.hop(.interactor, .presenter, in: "Dashboard", "logout: \(outcome)")
        tracer.hop(.presenter, .router, in: "Dashboard", "logged out")
        router?.dashboardDidLogOut(notice: LogoutOutcomeText.notice(for: outcome))
    }

    /// Shows `error`, or, when it means the session is over, logs out and leaves; true when it left.
    private func handle(_ error: AppError) async -> Bool {
        let presentation = ErrorPresentation(error)
        guard presentation.shouldLogout else {
            view?.showError(presentation)
            return false
        }
        await endSession(presentation)
        return true
    }

    /// Really logs out (whatever is left of the session on this device goes), then goes to Welcome
    /// saying why.
    private func endSession(_ presentation: ErrorPresentation) async {
        if let profileId {
            tracer.hop(.presenter, .interactor, in: "Dashboard", "log out profile \(profileId): session over")
            let outcome = await interactor.logout(profileId: profileId)
            tracer.hop(.interactor, .presenter, in: "Dashboard", "logout: \(outcome)")
        }
        tracer.hop(.presenter, .router, in: "Dashboard", "session ended")
        router?.dashboardSessionDidEnd(notice: presentation.message)
    }
}
