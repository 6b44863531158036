import Interactors

/// What happened on the screen before, for the next screen to say first: a fact, not a sentence.
///
/// The module that routes on sends what happened; the module shown next words it
/// (`RouteNoticeText`), so every sentence stays a presenter's and a test of the receiving screen
/// pins the words. Declared here rather than in Router because presenters send and receive it.
package enum RouteNotice: Equatable, Sendable {
    /// The person logged out; how it went (the server told or not, already logged out…).
    case loggedOut(LogoutOutcome)
    /// The session is over, as `error` says (ended by the server, the profile or the device gone…);
    /// what was left of it was ended on this device.
    case sessionEnded(AppError)
    /// Start-up discarded a stored session, for this reason.
    case sessionDiscarded(SessionDiscard)
    /// The person disconnected the profile: it is gone from this device; how the server took it.
    case disconnected(DisconnectOutcome)
    /// The session now acts in this membership, with a new access token.
    case contextSwitched(Membership)
    /// A sentence the sending module worded itself.
    ///
    /// Transitional: only until the PinChallenge, CreatePin and MobileAuth modules send typed
    /// notices like the other modules; then it goes.
    case worded(String)
}
