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

/// The screens the Dashboard opens for the signed-in profile, each a choice of its menu: one
/// routing call takes them all, so a new one is a case here, an item of the menu and an edge of the
/// table.
package enum DashboardDestination: CaseIterable, Equatable, Sendable {
    /// Switch the session's role or school.
    case switchContext
    /// Enroll for mobile authentication and handle pending push requests.
    case mobileAuth
    /// Change the PIN, list devices, show the ID token, disconnect.
    case profile
    /// List, register, remove and prefer authenticators.
    case authenticators
}

/// What the Dashboard shows: who is signed in, in which role, and what can be done now.
@MainActor
package protocol DashboardViewInterface: ViewInterface {
    /// Shows the screen's title and the lines under it: who is signed in and in which role.
    func showHeading(title: String, lines: [String])
    /// Shows `menu` and asks for a choice.
    func showMenu(_ menu: Menu<DashboardAction>)
    /// Shows a heading and the lines under it, indented (the ID token, app details, the app-to-web
    /// URL).
    func showDetails(heading: String, lines: [String])
}

/// The choices of the Dashboard.
package enum DashboardAction: Equatable, Sendable {
    /// Show the session's ID token claims.
    case idToken
    /// Show what the server knows of this app.
    case appDetails
    /// Get a one-time URL that signs the user into the web.
    case appToWeb
    /// Go back to Welcome to log in as another profile (this session stays).
    case anotherProfile
    /// End the session.
    case logout
    /// End the run; the session stays stored and the next start restores it.
    case quit
    /// Open another screen of the profile's.
    case open(DashboardDestination)
}

/// The Dashboard presenter as its view drives it.
@MainActor
package protocol DashboardPresenting: LinePresenting {}

extension DashboardAction {
    /// True for what needs a profile registered on this device: its ID token, change PIN,
    /// disconnect… and app details, which the device proves with the key it registered along with
    /// a profile. A stateless session's dashboard does not offer these.
    package var requiresProfile: Bool {
        switch self {
        case .idToken, .appDetails, .appToWeb, .open: true
        case .anotherProfile, .logout, .quit: false
        }
    }
}
