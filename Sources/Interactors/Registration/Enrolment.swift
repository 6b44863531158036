/// A registration of this device whose identity is being proven, then waiting for the new PIN:
/// the flow the Registration module steps through and the CreatePin module finishes, carried to
/// it by its route.
package struct Enrolment: Equatable, Sendable {
    /// The engine's registration, stopped at its latest question.
    let flow: ChallengeFlow

    /// The registration stepping through `flow`.
    package init(_ flow: ChallengeFlow) {
        self.flow = flow
    }
}
