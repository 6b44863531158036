import AuthEngine

/// The engine asks for the PIN of a registered profile.
package struct PinRequest: Equatable, Sendable {
    /// The number of digits of the PIN.
    package let pinLength: Int
    /// Consecutive wrong PINs so far.
    package let previousFailures: Int
    /// Wrong PINs allowed before the profile is deregistered.
    package let maximumFailures: Int

    /// For test doubles and presenter tests; the app builds one from the engine's `PinChallenge`.
    package init(pinLength: Int, previousFailures: Int, maximumFailures: Int) {
        self.pinLength = pinLength
        self.previousFailures = previousFailures
        self.maximumFailures = maximumFailures
    }

    /// Attempts left before the profile is deregistered; never negative, and no count the server
    /// sends can make the subtraction trap.
    package var remainingAttempts: Int {
        let (remaining, overflow) = maximumFailures.subtractingReportingOverflow(previousFailures)
        if overflow { return previousFailures < 0 ? .max : 0 }
        return max(0, remaining)
    }

    /// True when `pin` could be the PIN: exactly `pinLength` ASCII digits. Anything else cannot
    /// be right, so it is refused here before it costs an attempt.
    package func admits(_ pin: SecretInput) -> Bool {
        pin.text.isASCIIDigits(count: pinLength)
    }

    init(_ challenge: PinChallenge) {
        self.init(
            pinLength: challenge.pinLength, previousFailures: challenge.previousFailureCount,
            maximumFailures: challenge.maxFailureCount)
    }
}

/// The engine asks for a new PIN (at registration or when changing the PIN).
package struct NewPinRequest: Equatable, Sendable {
    /// The rules the new PIN must follow, as the server sent them.
    package let rules: PinRules
    /// Why the engine refused the previous PIN, if it did.
    package let previousProblem: PinRule?

    /// For test doubles and presenter tests; the app builds one from the engine's `CreatePinChallenge`.
    package init(rules: PinRules, previousProblem: PinRule?) {
        self.rules = rules
        self.previousProblem = previousProblem
    }

    /// The exact number of digits the PIN must have.
    package var pinLength: Int { rules.requiredLength }

    init(_ challenge: CreatePinChallenge) {
        self.init(
            rules: PinRules(challenge.policy), previousProblem: challenge.previousError.map(PinRule.init))
    }
}

/// A PIN rule a chosen PIN breaks; each has its own message.
package enum PinRule: Equatable, Sendable {
    /// The PIN must have exactly `required` digits.
    case wrongLength(required: Int)
    /// The PIN must contain digits only.
    case digitsOnly
    /// No digit may appear more than `maximum` times.
    case tooManySimilarDigits(maximum: Int)
    /// The PIN may not be an ascending or descending run.
    case noSequence
    /// The PIN is too common.
    case notCommon

    init(_ violation: PinPolicyViolation) {
        switch violation {
        case .wrongLength(let required): self = .wrongLength(required: required)
        case .notDigitsOnly: self = .digitsOnly
        case .tooManySimilarDigits(let maximum): self = .tooManySimilarDigits(maximum: maximum)
        case .sequence: self = .noSequence
        case .blacklisted: self = .notCommon
        }
    }
}
