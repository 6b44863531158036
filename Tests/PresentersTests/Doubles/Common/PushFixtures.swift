import Interactors

/// The push requests the MobileAuth and PushConfirmation presenter tests share.
enum PushFixtures {
    /// The handling of Ada's requests a PushConfirmation screen is built with.
    static let handling = PushHandling(ChallengeFlow(endedWith: .cancelled), profileId: .ada)
    /// A request to approve or deny, for Ada.
    static let library = PushRequest(
        id: "psh_1", profileId: .ada, message: "Sign in to the library", isOneTimePassword: false,
        createdAt: 1_799_999_970, expiresAt: 1_800_000_090)
    /// A request that shows a one-time code, for Ada.
    static let code = PushRequest(
        id: "psh_2", profileId: .ada, message: "Enter the code", isOneTimePassword: true,
        createdAt: 1_799_999_970, expiresAt: 1_800_000_090)
}
