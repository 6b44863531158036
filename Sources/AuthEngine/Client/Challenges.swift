/// A responder's answer to a challenge: the value asked for, or a cancel.
package enum ChallengeAnswer<Value: Sendable>: Sendable {
    /// The value the challenge asked for.
    case answer(Value)
    /// The person cancelled; the flow ends without changing anything.
    case cancel
}

/// Asks for a new PIN while registering or changing the PIN.
package struct CreatePinChallenge: Sendable, Equatable {
    /// The exact number of digits the PIN must have.
    package let pinLength: Int
    /// The whole policy, so a view can explain it up front.
    package let policy: PinPolicy
    /// Why the previous attempt was refused, if it was.
    package let previousError: PinPolicyViolation?
}

/// Asks for the PIN of a registered profile.
package struct PinChallenge: Sendable, Equatable {
    /// The profile being unlocked.
    package let profileId: String
    /// The number of digits of the PIN.
    package let pinLength: Int
    /// Consecutive failed attempts so far.
    package let previousFailureCount: Int
    /// Failed attempts allowed before the profile is deregistered.
    package let maxFailureCount: Int

    /// Attempts left before deregistration; never negative, and no count the server sends (or a
    /// damaged state file makes it send) can make the subtraction trap.
    package var remainingFailureCount: Int {
        let (remaining, overflow) = maxFailureCount.subtractingReportingOverflow(previousFailureCount)
        if overflow { return previousFailureCount < 0 ? .max : 0 }
        return max(0, remaining)
    }
}

/// Shows the identity provider's login page URL; the answer is the redirect URL the browser ended on.
package struct BrowserChallenge: Sendable, Equatable {
    /// The authorize URL to open with `viper-auth browser <url>`.
    package let url: String
}

/// A two-step (custom) registration step: the server's challenge code and, after a wrong answer,
/// its status.
package struct CustomRegistrationChallenge: Sendable, Equatable {
    /// The code the server sent.
    package let challengeCode: String
    /// Why the challenge is asked again, if it is; nil the first time.
    package let status: CustomRegistrationStatus?
}

/// Why a two-step registration asks its challenge again; the app words it.
package enum CustomRegistrationStatus: Sendable, Equatable {
    /// The previous answer was wrong; the server takes `remainingAnswers` more before it drops the
    /// registration.
    case wrongAnswer(remainingAnswers: Int)
}

/// Asks the (simulated) biometric sensor to confirm the person.
package struct BiometricChallenge: Sendable, Equatable {
    /// The profile whose biometric key is to be released.
    package let profileId: String
    /// What touching the sensor does; the app words the prompt for it.
    package let reason: BiometricReason
}

/// Why the biometric sensor is asked.
package enum BiometricReason: Sendable, Equatable {
    /// To log in with the biometric authenticator.
    case login
    /// To enrol the sensor as an authenticator (after the PIN check).
    case enrolment
    /// To confirm a push request the person accepted.
    case pushConfirmation
}

/// What the biometric sensor reported.
package enum BiometricOutcome: Sendable, Equatable {
    /// The sensor recognised the person; the device key is released.
    case recognised
    /// The sensor did not recognise the person.
    case notRecognised
    /// The person chose to use the PIN instead.
    case usePin
}

/// Asks for the custom password of the password authenticator.
package struct PasswordChallenge: Sendable, Equatable {
    /// The profile being unlocked.
    package let profileId: String
    /// True when the previous password was wrong.
    package let previousAttemptFailed: Bool
}

/// A push request waiting for the person's decision.
package struct PushConfirmationChallenge: Sendable, Equatable {
    /// The request being confirmed.
    package let request: PendingPushRequest
}

/// A person's decision on a push request.
package enum PushDecision: Sendable, Equatable {
    /// Accept: the request is then confirmed with the profile's authenticator.
    case accept
    /// Deny: the request is refused without authenticating.
    case deny
}

/// Asks for the one-time password an OTP push request delivered out of band.
package struct OneTimePasswordChallenge: Sendable, Equatable {
    /// The request the code belongs to.
    package let request: PendingPushRequest
}

/// What a profile is enrolled for: mobile authentication, then push (which needs it).
package struct PushEnrollment: Sendable, Equatable, Codable {
    /// Enrolled for mobile authentication.
    package let mobileAuthentication: Bool
    /// Enrolled for push requests.
    package let push: Bool
}

/// A pending push request as the app shows it.
package struct PendingPushRequest: Sendable, Equatable, Codable, Identifiable {
    /// The request id.
    package let id: String
    /// The profile the request is for.
    package let profileId: String
    /// What the requester wants confirmed.
    package let message: String
    /// Confirmation or one-time password.
    package let kind: PushRequestKind
    /// When it was queued, in seconds since the epoch.
    package let createdAt: Int64
    /// When it expires, in seconds since the epoch.
    package let expiresAt: Int64
}

/// The two kinds of push request.
package enum PushRequestKind: String, Sendable, Equatable, Codable {
    /// Accept or deny, then authenticate.
    case confirmation
    /// Type the code the request carries.
    case oneTimePassword = "otp"
}

/// Where a push request stands on the server.
package enum PushRequestStatus: String, Sendable, Equatable, Codable {
    /// Waiting for the person.
    case pending
    /// Confirmed.
    case accepted
    /// Refused (or failed authentication).
    case denied
    /// Its time to live passed first.
    case expired
}

/// Where a registration or login stands, sent to the responder as progress while slow work runs.
package enum FlowProgress: Sendable, Equatable {
    /// Deriving a key (PBKDF2); a terminal shows a spinner.
    case derivingKey
    /// The slow part is over.
    case finished
}

/// How the app answers the engine's challenges; one implementation per front end (terminal, tests).
package protocol ChallengeResponder: Sendable {
    /// Answers a create-PIN challenge with the new PIN (already confirmed by the app), or cancels.
    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret>
    /// Answers a PIN challenge with the PIN, or cancels.
    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret>
    /// Answers a browser challenge with the redirect URL, or cancels.
    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String>
    /// Answers a two-step registration challenge, or cancels.
    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String>
    /// Reports what the biometric sensor did, or cancels.
    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome>
    /// Answers the password authenticator's challenge, or cancels.
    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret>
    /// Decides on a push request, or cancels (it stays pending).
    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision>
    /// Answers an OTP push request with the code, or cancels (it stays pending).
    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String>
    /// Shows the device sign-in's code and page and answers at once to go on waiting, or cancels.
    func respond(to challenge: DeviceCodeChallenge) async -> ChallengeAnswer<Void>
    /// Told when slow work starts and ends, so a view can show progress.
    func progress(_ progress: FlowProgress) async
}

extension ChallengeResponder {
    /// Progress is optional for responders that show none.
    package func progress(_ progress: FlowProgress) async {}

    /// A front end with no way to show a device code declines the device sign-in, as a cancel.
    package func respond(to challenge: DeviceCodeChallenge) async -> ChallengeAnswer<Void> { .cancel }
}
