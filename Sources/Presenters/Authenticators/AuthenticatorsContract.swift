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
    /// Asks `question` with `choices`, by number or keyword.
    func showChoices<Choice>(_ question: String, _ choices: Menu<Choice>)
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

/// The Authenticators presenter as its view drives it.
@MainActor
package protocol AuthenticatorsPresenting: LinePresenting {}
