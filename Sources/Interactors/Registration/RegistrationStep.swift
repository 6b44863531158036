/// Where a registration stands after the engine's latest move, in the Registration module's terms.
///
/// The engine's registration flow asks whatever proves the identity (a browser redirect, a
/// challenge code), then the new PIN; the Registration screens show the first and hand the
/// registration on to CreatePin for the second. Each step that waits carries the registration it
/// waits in, for the answer (or the cancel) to go to.
package enum RegistrationStep: Equatable, Sendable {
    /// The identity is proven: `registration` waits for CreatePin to choose the PIN.
    case needsPin(Enrolment)
    /// The hosted login page is opened at `url`; `registration` waits for the redirect it ends on.
    case openBrowser(url: String, Enrolment)
    /// The person types back `code`; `status` says why it is asked again (nil the first time).
    case answerChallengeCode(code: String, status: CustomChallengeStatus?, Enrolment)
    /// The registration ended and nothing was registered; `.cancelled` when the person ended it,
    /// or when the engine asked something no Registration screen answers.
    case failed(AppError)
}
