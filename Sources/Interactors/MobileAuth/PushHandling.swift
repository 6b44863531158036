/// The handling of `profileId`'s pending push requests, begun on Mobile authentication: the flow
/// each PushConfirmation screen answers one request of, carried to it by its route.
package struct PushHandling: Equatable, Sendable {
    /// The engine's handling, stopped at the request waiting.
    let flow: ChallengeFlow
    /// The profile whose requests are handled.
    package let profileId: ProfileID

    /// The handling of `profileId`'s requests stepping through `flow`.
    package init(_ flow: ChallengeFlow, profileId: ProfileID) {
        self.flow = flow
        self.profileId = profileId
    }
}
