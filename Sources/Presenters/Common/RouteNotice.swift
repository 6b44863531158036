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
    /// The last wrong PIN (or the server) removed the profile from this device, for this reason.
    case deregistered(DeregistrationCause)
    /// The flow failed, as `error` says, and the person went back.
    case flowFailed(AppError)
    /// The person cancelled `flow`, or the flow cancelled itself right after `problem` (a sensor
    /// not recognised, a wrong password), which is said first.
    case cancelled(InterruptedFlow, after: AnswerProblem? = nil)
    /// A new authenticator is registered; the one whose question was answered last.
    case authenticatorRegistered(Authenticator)
    /// A wrong PIN or password (`answeredWith`) on a push confirmation denied the request and
    /// ended the session.
    case pushConfirmationFailed(PushOutcome, answeredWith: Authenticator)
}

/// The engine flow a notice says was cancelled: the words differ for each.
package enum InterruptedFlow: Equatable, Sendable {
    /// Signing in to a registered profile.
    case login
    /// Registering this device (a new profile).
    case registration
    /// Changing a profile's PIN.
    case pinChange
    /// Registering a new authenticator for a profile.
    case authenticatorRegistration
}

/// What was wrong with the answer just given, said before the flow asks again or ends.
package enum AnswerProblem: Equatable, Sendable {
    /// The simulated sensor did not recognise the person.
    case sensorNotRecognised
    /// The password was wrong.
    case wrongPassword
}
