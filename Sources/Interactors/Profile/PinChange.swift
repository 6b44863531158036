/// A PIN change of `profileId`, begun on Profile: the flow whose current PIN the PinChallenge
/// module checks and whose new PIN the CreatePin module sets, carried to each by its route.
package struct PinChange: Equatable, Sendable {
    /// The engine's PIN change, stopped at its latest question.
    let flow: ChallengeFlow
    /// The profile whose PIN changes.
    package let profileId: ProfileID

    /// The PIN change of `profileId` stepping through `flow`.
    package init(_ flow: ChallengeFlow, profileId: ProfileID) {
        self.flow = flow
        self.profileId = profileId
    }
}
