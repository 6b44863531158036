import Interactors

/// The signed-in home: shows who is signed in and in which role, the ID token on request, and
/// leads to logging out, another profile or quitting. A session found over ends through
/// `SessionEndPolicy`.
@MainActor
package final class DashboardPresenter: DashboardPresenting {
    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    package weak var view: (any DashboardViewInterface)?
    private weak var router: (any DashboardRouting)?
    private let interactor: any DashboardInteracting
    private let sessionEnd: SessionEndPolicy
    private let owner: SessionOwner
    private let notice: RouteNotice?

    /// What can be done from the dashboard now: in a stateless session, its renewal and only what
    /// needs no profile.
    var menu: Menu<DashboardAction> {
        isStateless ? Menu(Self.statelessMenuItems) : Menu(Self.menuItems)
    }

    /// A presenter for `owner`'s session that words `notice` first, works through `interactor` and
    /// reports to `router`.
    package init(
        owner: SessionOwner, notice: RouteNotice?, interactor: any DashboardInteracting,
        router: any DashboardRouting
    ) {
        self.owner = owner
        self.notice = notice
        self.interactor = interactor
        self.router = router
        sessionEnd = SessionEndPolicy(
            owner: owner, interactor: interactor, router: router)
    }

    /// Shows the notice, then the session and the menu.
    package func viewDidLoad() async {
        if let notice { view?.showNotice(RouteNoticeText.sentence(for: notice)) }
        do throws(AppError) {
            let session: UserSession
            switch owner {
            case .profile(let profileId):
                session = try await interactor.session(profileId: profileId)
            case .stateless:
                // A stateless session is kept in the engine's memory, not under a profile.
                session = try await interactor.statelessSession()
            }
            view?.showHeading(
                title: DashboardText.title,
                lines: [
                    DashboardText.loggedIn(as: "\(session.fullName) <\(session.email)>"),
                    Self.role(of: session),
                ])
            if isStateless { view?.showNotice(Self.statelessNotice) }
        } catch {
            if await sessionEnd.endsSessionOrShows(error, on: view) { return }
        }
        view?.showMenu(menu)
    }

    /// Does what `action` says; one the menu does not offer now (a stateless session's menu lists
    /// no choice that needs a profile) is refused as the menu refuses it.
    package func didChoose(_ action: DashboardAction) async {
        guard menu.items.contains(where: { $0.action == action }) else {
            view?.showError(.problem(menu.unknownChoiceMessage))
            return
        }
        switch action {
        case .idToken:
            guard await sessionIsStillOn() else { return }
            await showIdToken()
        case .appDetails:
            guard await sessionIsStillOn() else { return }
            await showAppDetails()
        case .appToWeb:
            // An authorized call: it refreshes an expiring token and notices a session ended elsewhere.
            await showAppToWebURL()
        case .anotherProfile:
            await endStatelessSession()
            router?.dashboardDidChooseAnotherProfile()
        case .logout:
            await logOut()
        case .quit:
            await endStatelessSession()
            router?.dashboardDidQuit()
        case .refreshStatelessSession:
            await refreshStatelessSession()
        case .open(let destination):
            guard let profileId else { return }
            // Not checked here: each destination's screen uses the session with its first call.
            router?.dashboardDidChoose(destination, profileId: profileId)
        }
    }

    /// Nothing is in progress; the session stays stored for the next start (a stateless one, which
    /// cannot outlive the run, is ended on the server).
    package func viewDidReachEndOfInput() async {
        await endStatelessSession()
    }

    /// `Teacher at Northfield Primary (Year 5)`; without a class or department, just the school.
    static func role(of session: UserSession) -> String {
        let role = "\(session.roleName) at \(session.schoolName)"
        return session.academicUnitName.isEmpty ? role : role + " (\(session.academicUnitName))"
    }

    private func showIdToken() async {
        guard let profileId else { return }
        do throws(AppError) {
            let token = try await interactor.idToken(profileId: profileId)
            view?.showDetails(heading: IdTokenText.heading, lines: IdTokenText.lines(for: token))
        } catch {
            if await sessionEnd.endsSessionOrShows(error, on: view) { return }
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
        do throws(AppError) {
            _ = try await interactor.session(profileId: profileId)
            return true
        } catch {
            // Only an error that ends the session stops the action; the action reports any other.
            return !(await sessionEnd.endsSession(after: error))
        }
    }

    private func showAppDetails() async {
        do throws(AppError) {
            let details = try await interactor.appDetails()
            view?.showDetails(
                heading: DashboardText.appDetailsHeading, lines: DashboardText.lines(for: details))
        } catch {
            if await sessionEnd.endsSessionOrShows(error, on: view) { return }
        }
        view?.showMenu(menu)
    }

    private func showAppToWebURL() async {
        guard let profileId else { return }
        do throws(AppError) {
            let url = try await interactor.appToWebURL(profileId: profileId)
            view?.showDetails(
                heading: DashboardText.appToWebHeading,
                lines: DashboardText.lines(
                    forWebURL: url, homeOption: interactor.homeOption, serverOption: interactor.serverOption))
        } catch {
            if await sessionEnd.endsSessionOrShows(error, on: view) { return }
        }
        view?.showMenu(menu)
    }

    /// The person's own Log out: the session ends as when it is over, and Welcome says how it went.
    private func logOut() async {
        let outcome = await interactor.endSession(owner: owner)
        router?.dashboardDidLogOut(notice: .loggedOut(outcome))
    }

    // Stateless sessions (identity providers): no profile, nothing stored, ended when left.

    /// The profile whose session this is; nil for the stateless session.
    private var profileId: ProfileID? { owner.profileId }

    /// True for a stateless session, which has no profile.
    private var isStateless: Bool { owner == .stateless }

    static let statelessNotice =
        "Stateless session: no PIN and nothing stored on this device; it ends when you log out or quit."

    /// Renews the stateless session and says until when it now runs; one that is over ends as any
    /// session does.
    private func refreshStatelessSession() async {
        do throws(AppError) {
            let session = try await interactor.refreshStatelessSession()
            view?.showNotice(DashboardText.statelessSessionRefreshed(until: session.expiresAt))
        } catch {
            if await sessionEnd.endsSessionOrShows(error, on: view) { return }
        }
        view?.showMenu(menu)
    }

    /// Ends a stateless session on the server (best effort); a profile's session is left alone.
    private func endStatelessSession() async {
        guard isStateless else { return }
        _ = await interactor.endSession(owner: .stateless)
    }
}
