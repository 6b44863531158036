/// What an engine flow in progress needs next from the person, or how it ended.
///
/// A flow (login, registration, later change PIN) runs in the engine and stops at each challenge;
/// the module that shows that challenge answers it and gets the next step.
public enum ChallengeStep: Equatable, Sendable {
    /// The PIN of the profile is needed: the PinChallenge module asks for it.
    case enterPin(PinRequest)
    /// A new PIN is needed: the CreatePin module asks for it.
    case createPin(NewPinRequest)
    /// The flow succeeded.
    case finished(FlowCompletion)
    /// The flow ended with an error; `.cancelled` when the person cancelled.
    case failed(AppError)
}

/// How a flow that succeeded ended.
public enum FlowCompletion: Equatable, Sendable {
    /// A profile is signed in (after login or registration).
    case signedIn(UserSession)
}
