/// How starting a login went, when it did not fail.
package enum LoginStart: Equatable, Sendable {
    /// The login waits for the person: the PIN, or first the preferred biometric or password
    /// authenticator; `attempt` goes to the PinChallenge module, which answers it.
    case needsPin(LoginAttempt)
    /// The login finished without asking anything.
    case signedIn(UserSession)
}
