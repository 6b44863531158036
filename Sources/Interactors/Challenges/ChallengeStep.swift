/// What an engine flow needs next from the person, or how it ended.
///
/// A flow (login, registration, change PIN, push handling…) runs in the engine and stops at each
/// challenge; the module that shows that challenge answers it and gets the next step. It never
/// leaves this target: each module's interactor reads it into that module's own step type
/// (`PinEntryStep`, `NewPinStep`, `RegistrationStep`, `PushStep`), declining there, once, any
/// question the module has no screen for.
enum ChallengeStep: Equatable, Sendable {
    /// The PIN of the profile is needed: the PinChallenge module asks for it.
    case enterPin(PinRequest)
    /// A new PIN is needed: the CreatePin module asks for it.
    case createPin(NewPinRequest)
    /// The browser identity provider's login page must be opened at `url`; the answer is the
    /// redirect URL the browser ended on (`viper-auth browser <url>` prints it).
    case openBrowser(url: String)
    /// The device grant's code is to be shown with the page to enter it at; the answer says it is
    /// shown, and the engine polls until the sign-in is approved, denied or expires.
    case showDeviceCode(DeviceCode)
    /// A two-step registration shows a challenge code; the answer is the person's response.
    case answerChallengeCode(CustomChallengeRequest)
    /// The simulated biometric sensor must confirm the person, for `reason`.
    case confirmBiometric(SensorReason)
    /// The custom password authenticator needs its password.
    case enterPassword(previousAttemptFailed: Bool)
    /// A push request waits for accept or deny.
    case decidePush(PushRequest)
    /// A one-time-password push request waits for the code delivered out of band.
    case enterOneTimePassword(PushRequest)
    /// The flow succeeded.
    case finished(FlowCompletion)
    /// The flow ended with an error; `.cancelled` when the person cancelled.
    case failed(AppError)
}

/// How a flow that succeeded ended.
enum FlowCompletion: Equatable, Sendable {
    /// A profile is signed in (after login or registration).
    case signedIn(UserSession)
    /// The profile's pending push requests were handled (`outcomes`, in order); handling stops at
    /// a cancel or a failed confirmation.
    case pushRequestsHandled([PushOutcome])
    /// The PIN was changed; the session the current-PIN check opened stays signed in.
    case pinChanged(UserSession)
    /// A biometric or password authenticator was registered; the profile's authenticators now.
    case authenticatorRegistered(ProfileAuthenticators)
}

/// A two-step registration's challenge: the server's code and, after a wrong answer, its status.
package struct CustomChallengeRequest: Equatable, Sendable {
    /// The code the server sent.
    package let code: String
    /// Why the challenge is asked again, if it is; nil the first time.
    package let status: CustomChallengeStatus?

    /// Creates a request.
    package init(code: String, status: CustomChallengeStatus?) {
        self.code = code
        self.status = status
    }
}

/// What the (simulated) biometric sensor reported.
package enum BiometricResult: Equatable, Sendable {
    /// The person was recognised.
    case recognised
    /// The person was not recognised: the login falls back to the PIN.
    case notRecognised
    /// The person chose the PIN instead.
    case usePin
}
