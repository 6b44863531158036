import Interactors

// One flow of each kind, for tests of the screens and routes that carry one: a flow already over
// (cancelled), so a module built with it shows at once how it ended. A flow compares by identity,
// so a route or a routing call made with a sample equals only one made with the same sample.

extension ProfileID {
    /// The profile whose flows the samples are.
    package static let flowSample = ProfileID(rawValue: "prf_flow")
}

extension LoginAttempt {
    /// A login already over.
    package static let sample = LoginAttempt(ChallengeFlow(endedWith: .cancelled))
}

extension Enrolment {
    /// A registration already over.
    package static let sample = Enrolment(ChallengeFlow(endedWith: .cancelled))
}

extension PinChange {
    /// A PIN change of `ProfileID.flowSample`, already over.
    package static let sample = PinChange(ChallengeFlow(endedWith: .cancelled), profileId: .flowSample)
}

extension AuthenticatorRegistration {
    /// An authenticator registration for `ProfileID.flowSample`, already over.
    package static let sample = AuthenticatorRegistration(
        ChallengeFlow(endedWith: .cancelled), profileId: .flowSample)
}

extension PushHandling {
    /// A push handling of `ProfileID.flowSample`'s requests, already over.
    package static let sample = PushHandling(ChallengeFlow(endedWith: .cancelled), profileId: .flowSample)
}

extension BrowserSignIn {
    /// A browser sign-in whose registration is already over, with no listener: only a pasted
    /// redirect to `http://127.0.0.1:40321/callback` reaches it.
    package static let sample = BrowserSignIn(
        url: "http://127.0.0.1:40123/oauth2/authorize?client_id=viper-auth-cli&state=st4te-0nce",
        redirectPort: 40321, registration: .sample)
}

extension DeviceSignIn {
    /// A device-code sign-in whose registration is already over.
    package static let sample = DeviceSignIn(
        code: DeviceCode(
            verificationURI: "http://127.0.0.1:40123/oauth2/device", completeVerificationURI: nil,
            userCode: "WDJB-MJHT", expiresInSeconds: 600),
        registration: .sample)
}
