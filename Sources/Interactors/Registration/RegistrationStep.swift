/// Where a registration stands after the engine's latest move, in the Registration module's terms.
///
/// The engine's registration flow asks whatever proves the identity (a browser redirect, a
/// challenge code), then the new PIN; the Registration screens show the first and hand the
/// registration on to CreatePin for the second. Each step that waits carries the registration it
/// waits in, for the answer (or the cancel) to go to.
package enum RegistrationStep: Equatable, Sendable {
    /// The identity is proven: `registration` waits for CreatePin to choose the PIN.
    case needsPin(Enrolment)
    /// The login page is to be opened in the browser at the sign-in's URL; the registration waits
    /// for the redirect it ends on, at the sign-in's loopback listener or pasted.
    case openBrowser(BrowserSignIn)
    /// The person approves the sign-in on another device by entering the sign-in's code at its
    /// page; its registration polls the server until then.
    case showDeviceCode(DeviceSignIn)
    /// The person types back `code`; `status` says why it is asked again (nil the first time).
    case answerChallengeCode(code: String, status: CustomChallengeStatus?, Enrolment)
    /// The registration ended and nothing was registered; `.cancelled` when the person ended it,
    /// or when the engine asked something no Registration screen answers.
    case failed(AppError)
}
