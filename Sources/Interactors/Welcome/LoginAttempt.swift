/// A login started on Welcome and waiting for the person: the flow the PinChallenge module
/// answers, carried to it by its route.
package struct LoginAttempt: Equatable, Sendable {
    /// The engine's login, stopped at its first question.
    let flow: ChallengeFlow

    /// The login stepping through `flow`.
    package init(_ flow: ChallengeFlow) {
        self.flow = flow
    }
}
