/// How starting a login went, when it did not fail.
package enum LoginStart: Equatable, Sendable {
    /// The login waits for the person: the PIN, or first the preferred biometric or password
    /// authenticator; the flow is in `FlowInProgress` for the PinChallenge module.
    case needsPin
    /// The login finished without asking anything.
    case signedIn(UserSession)
}
