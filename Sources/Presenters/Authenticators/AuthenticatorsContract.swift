import Interactors

/// Where the Authenticators module sends the person; a session found over goes to Welcome through
/// `SessionEndRouting`.
@MainActor
package protocol AuthenticatorsRouting: DashboardScreenRouting {
    /// `registration` started and waits for the PIN check (the PinChallenge module answers it).
    func authenticatorsNeedPin(_ registration: AuthenticatorRegistration)
}

/// What the Authenticators screen shows: the registered authenticators (its heading), the
/// preferred one, and what can be done with them.
@MainActor
package protocol AuthenticatorsViewInterface: HeadingViewInterface {
    /// Shows `menu` and asks for a choice.
    func showMenu(_ menu: Menu<AuthenticatorsAction>)
    /// Shows `heading` and `choices`, then asks for one by number or keyword; an empty line goes
    /// back.
    func showChoices(_ heading: String, _ choices: Menu<AuthenticatorChange>)
    /// Shows that a change was made.
    func showSuccess(_ text: String)
}

/// The choices of the Authenticators screen; each appears only when it can be done.
package enum AuthenticatorsAction: Equatable, Sendable {
    /// Register the biometric or password authenticator (after a PIN check).
    case register
    /// Remove a registered biometric or password authenticator.
    case remove
    /// Choose the authenticator offered first at login.
    case prefer
    /// Back to the dashboard.
    case back
}

/// A change to one authenticator, chosen after the action that makes it.
package enum AuthenticatorChange: Equatable, Sendable {
    /// Register it (after a PIN check).
    case register(Authenticator)
    /// Remove it.
    case remove(Authenticator)
    /// Offer it first at login.
    case prefer(Authenticator)
}

/// What a person can do on the Authenticators screen: choose an action, then the authenticator it
/// changes, or go back from that choice.
@MainActor
package protocol AuthenticatorsPresenting: ScreenPresenting {
    /// The person chose `action` from the menu.
    func didChoose(_ action: AuthenticatorsAction) async
    /// The person chose `change`, the authenticator an action is for.
    func didChoose(_ change: AuthenticatorChange) async
    /// The person went back from the authenticators to choose from to the menu.
    func didGoBack() async
}
