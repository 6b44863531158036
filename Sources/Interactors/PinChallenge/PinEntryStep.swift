/// What a PIN check needs next from the person, or how it ended: the PinChallenge module's own
/// step, which its interactor reads from the engine flow its route carries.
///
/// `Outcome` is what success means on the route the module is shown under: the session of a
/// login, the new-PIN request a PIN change goes on to, the authenticators after a registration.
/// So each route's interactor returns only the ends its route has, and the presenter has no
/// "cannot happen" case to list.
package enum PinEntryStep<Outcome: Equatable & Sendable>: Equatable, Sendable {
    /// The PIN of the profile.
    case enterPin(PinRequest)
    /// The simulated sensor, for `reason`.
    case touchSensor(SensorReason)
    /// The password of the preferred password authenticator, at login; `previousAttemptFailed`
    /// when it is asked again.
    case enterPassword(previousAttemptFailed: Bool)
    /// A new password for the password authenticator being registered.
    case choosePassword
    /// The flow succeeded.
    case succeeded(Outcome)
    /// The flow ended without success: `.cancelled` when the person cancelled, or when the engine
    /// asked something no PIN check answers (the interactor has then ended the flow).
    case failed(AppError)
}
