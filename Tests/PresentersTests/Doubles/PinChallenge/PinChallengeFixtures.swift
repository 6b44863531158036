import Interactors

@testable import Presenters

/// What the PinChallenge presenter tests share: the PIN prompt, the progress of a PIN check and a
/// login that signed in.
@MainActor
enum PinChallengeFixtures {
    static let askPin = PinChallengeViewSpy.Message.ask(PinChallengeText.pinQuestion)
    /// The progress around a PIN check.
    static let checkingPin: [PinChallengeViewSpy.Message] = [
        .showProgress(PinChallengeText.checking), .hideProgress,
    ]
    /// A login's PIN check that signed in with `ChallengeFixtures.session`.
    static let signedIn = PinEntryStep<UserSession>.succeeded(ChallengeFixtures.session)
}
