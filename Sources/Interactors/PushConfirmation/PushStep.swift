/// What the handling of push requests needs next from the person, or how it ended: the
/// PushConfirmation module's own step, mapped from the engine's flow by its interactor.
package enum PushStep: Equatable, Sendable {
    /// A confirmation request waits for accept or deny.
    case decide(PushRequest)
    /// A one-time-password request waits for the code delivered out of band.
    case enterCode(PushRequest)
    /// An accepted request waits for the PIN (the preferred authenticator, or the fallback).
    case enterPin(PinRequest)
    /// An accepted request waits for the simulated sensor of the preferred biometric authenticator.
    case confirmWithSensor(SensorReason)
    /// An accepted request waits for the password of the preferred password authenticator; a wrong
    /// one fails the confirmation, with no second try.
    case enterPassword
    /// The handling ended with the outcome of each request handled, in order; it stops at a request
    /// left pending or at a failed confirmation.
    case handled([PushOutcome])
    /// The handling ended with an error; `.cancelled` when there was nothing to answer.
    case failed(AppError)
    /// The engine asked something push handling never asks (a new PIN, a browser, a registration
    /// code); the interactor cancelled the handling rather than answer it, and the request stays
    /// pending.
    case unanswerable
}

/// The person's answer to a push confirmation request.
package enum RequestDecision: Equatable, Sendable {
    /// Confirm it; the preferred authenticator is asked next.
    case accept
    /// Refuse it; nothing more is asked.
    case deny
}

/// A one-time code as the person typed it, in the only shape the push service issues: six ASCII
/// digits. Anything else is refused before it reaches the server, so a typo is not a wrong code
/// (which would deny the request).
package struct OneTimeCode: Equatable, Sendable {
    /// The number of digits of every code `viper-auth push --otp` prints.
    package static let length = 6

    /// The digits.
    package let digits: String

    /// The code `text` stands for, or nil when it is not six ASCII digits.
    package init?(_ text: String) {
        guard text.isASCIIDigits(count: Self.length) else { return nil }
        digits = text
    }
}
