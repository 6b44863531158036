import Interactors

/// Where the Dashboard module sends the person; a session found over goes to Welcome through
/// `SessionEndRouting`.
@MainActor
package protocol DashboardRouting: SessionEndRouting {
    /// The person logged out; `notice` tells how the logout went.
    func dashboardDidLogOut(notice: RouteNotice)
    /// The person chose to log in as another profile.
    func dashboardDidChooseAnotherProfile()
    /// The person chose to quit.
    func dashboardDidQuit()
    /// The person chose to open `destination`, a screen of `profileId`'s.
    func dashboardDidChoose(_ destination: DashboardDestination, profileId: ProfileID)
}

/// What the Dashboard shows: who is signed in and in which role (its heading), and what can be
/// done now.
@MainActor
package protocol DashboardViewInterface: HeadingViewInterface {
    /// Shows `menu` and asks for a choice.
    func showMenu(_ menu: Menu<DashboardAction>)
    /// Shows a heading and the lines under it, indented (the ID token, app details, the app-to-web
    /// URL).
    func showDetails(heading: String, lines: [String])
}

/// What a person can do on the Dashboard: choose from its menu.
@MainActor
package protocol DashboardPresenting: ScreenPresenting {
    /// The person chose `action` from the menu.
    func didChoose(_ action: DashboardAction) async
}
