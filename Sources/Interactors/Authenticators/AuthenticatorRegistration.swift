/// The registration of a biometric or password authenticator for `profileId`, begun on
/// Authenticators: the flow the PinChallenge module answers (the PIN, then the sensor or the new
/// password), carried to it by its route.
package struct AuthenticatorRegistration: Equatable, Sendable {
    /// The engine's registration, stopped at its PIN check.
    let flow: ChallengeFlow
    /// The profile the authenticator is registered for.
    package let profileId: ProfileID

    /// The registration for `profileId` stepping through `flow`.
    package init(_ flow: ChallengeFlow, profileId: ProfileID) {
        self.flow = flow
        self.profileId = profileId
    }
}
