import Interactors

/// Where the Profile module sends the person; a session found over goes to Welcome through
/// `SessionEndRouting`.
@MainActor
package protocol ProfileRouting: DashboardScreenRouting {
    /// `change`, a PIN change, started and waits for the current PIN (the PinChallenge module
    /// answers it).
    func profileNeedsCurrentPin(_ change: PinChange)
    /// The profile was disconnected: to Welcome, where `notice` tells how it went.
    func profileDidDisconnect(notice: RouteNotice)
}

/// What the Profile screen shows: the menu of the profile's settings and what each shows.
@MainActor
package protocol ProfileViewInterface: ViewInterface {
    /// Shows the screen's title.
    func showTitle(_ title: String)
    /// Shows `menu` and asks for a choice.
    func showMenu(_ menu: Menu<ProfileAction>)
    /// Shows the devices the account is registered on, one line each.
    func showDevices(_ lines: [String])
    /// Shows a heading and the lines under it, indented (the ID token).
    func showDetails(heading: String, lines: [String])
    /// Shows `heading`, then asks `question` for the typed confirmation.
    func askToConfirm(_ heading: String, _ question: Question<DisconnectConfirmation>)
}

/// The choices of the Profile screen.
package enum ProfileAction: Equatable, Sendable {
    /// Change the PIN: the current PIN, then a new one.
    case changePin
    /// List the devices the account is registered on.
    case devices
    /// Show the session's ID token claims.
    case idToken
    /// Remove the profile from this device (and the server), after a typed confirmation.
    case disconnect
    /// Back to the dashboard.
    case back
}

/// The typed answer that confirms a disconnect.
package enum DisconnectConfirmation: Equatable, Sendable {
    /// Remove the profile.
    case disconnect
}

/// What a person can do on the Profile screen: choose from its menu, and at the disconnect
/// question confirm, type something else, or cancel.
@MainActor
package protocol ProfilePresenting: ScreenPresenting {
    /// The person chose `action` from the menu.
    func didChoose(_ action: ProfileAction) async
    /// The person confirmed the disconnect.
    func didChoose(_ confirmation: DisconnectConfirmation) async
    /// The person typed something other than the confirmation at the disconnect question.
    func didEnter(_ text: String) async
    /// The person left the disconnect question with an empty line.
    func didCancel() async
}
