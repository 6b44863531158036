// The Dashboard's menu, defined once: the screens it opens, the items it prints, and the choices
// they stand for.

/// The screens the Dashboard opens for the signed-in profile, each a choice of its menu: one
/// routing call (`DashboardRouting.dashboardDidChoose(_:profileId:)`) takes them all, and one event
/// (`RouteEvent.chosen`). A new one is a case here, an item of `menuItems` below, and, in Router,
/// its route (a case of `Route`) and its edges in the table, which lead the choice to that route.
package enum DashboardDestination: CaseIterable, Hashable, Sendable {
    /// Switch the session's role or school.
    case switchContext
    /// Enroll for mobile authentication and handle pending push requests.
    case mobileAuth
    /// Change the PIN, list devices, show the ID token, disconnect.
    case profile
    /// List, register, remove and prefer authenticators.
    case authenticators
}

extension DashboardPresenter {
    /// Every choice of a profile's session, in the order they are numbered: the one place a choice
    /// is defined (a stateless session's menu, `statelessMenuItems`, leaves out those that
    /// `requiresProfile`). Tests name choices by their keywords here, and check the README's sample
    /// against what is printed from it.
    nonisolated static let menuItems: [Menu<DashboardAction>.Item] = [
        .init(.idToken, keyword: "idtoken", title: "Show ID token"),
        .init(.open(.switchContext), keyword: "context", title: "Switch role or school"),
        .init(.appDetails, keyword: "app", title: "App details"),
        .init(.appToWeb, keyword: "web", title: "Sign in on the web (app-to-web)"),
        .init(.open(.mobileAuth), keyword: "mobile", title: "Mobile authentication and push requests"),
        .init(.open(.profile), keyword: "profile", title: "Profile (change PIN, devices, disconnect)"),
        .init(.open(.authenticators), keyword: "authenticators", title: "Authenticators"),
        .init(.anotherProfile, keyword: "switch", title: "Log in as another profile"),
        .init(.logout, keyword: "logout", title: "Log out"),
        .init(.quit, keyword: "quit", title: "Quit"),
    ]

    /// A stateless session's choices: its own renewal first (a profile's session renews itself
    /// with its refresh token), then those of `menuItems` that need no profile.
    nonisolated static let statelessMenuItems: [Menu<DashboardAction>.Item] =
        [.init(.refreshStatelessSession, keyword: "refresh", title: "Refresh stateless session")]
        + menuItems.filter { !$0.action.requiresProfile }
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
    /// Renew the stateless session before its access token expires.
    case refreshStatelessSession
}

extension DashboardAction {
    /// True for what needs a profile registered on this device: its ID token, change PIN,
    /// disconnect… and app details, which the device proves with the key it registered along with
    /// a profile. A stateless session's dashboard does not offer these.
    package var requiresProfile: Bool {
        switch self {
        case .idToken, .appDetails, .appToWeb, .open: true
        case .anotherProfile, .logout, .quit, .refreshStatelessSession: false
        }
    }
}
