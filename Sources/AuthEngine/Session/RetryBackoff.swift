/// Exponential backoff: the first delay, doubled for each further retry, capped, then jittered.
package struct RetryBackoff: Sendable {
    /// The pause before the first retry.
    package let firstDelaySeconds: Double
    /// No pause is longer than this, however many retries came before.
    package let maximumDelaySeconds: Double
    /// Spreads the pauses so clients that failed together do not retry together.
    package let jitter: BackoffJitter

    /// Creates a backoff schedule.
    package init(firstDelaySeconds: Double, maximumDelaySeconds: Double, jitter: BackoffJitter) {
        // Schedules come from `EngineEnvironment`'s table (or a test's constants), never from input.
        precondition(firstDelaySeconds > 0, "the first delay must be positive")
        precondition(maximumDelaySeconds >= firstDelaySeconds, "the cap must not be below the first delay")
        self.firstDelaySeconds = firstDelaySeconds
        self.maximumDelaySeconds = maximumDelaySeconds
        self.jitter = jitter
    }

    /// The pause before retry number `retry`, counting from 1 for the first retry.
    package func delaySeconds(beforeRetry retry: Int) -> Double {
        // `RefreshCoordinator` counts its own retries from 1; no server answer sets the number.
        precondition(retry >= 1, "retries are counted from 1")
        var delay = firstDelaySeconds
        // Doubling step by step (and stopping at the cap) cannot overflow, unlike a power of two.
        var doublings = retry - 1
        while doublings > 0 && delay < maximumDelaySeconds {
            delay *= 2
            doublings -= 1
        }
        let capped = min(delay, maximumDelaySeconds)
        return min(max(jitter.apply(to: capped), 0), maximumDelaySeconds)
    }
}

/// Adjusts a backoff delay; injectable so tests get exact schedules.
package struct BackoffJitter: Sendable {
    private let adjust: @Sendable (_ delaySeconds: Double) -> Double

    /// Wraps an adjustment; the backoff clamps its result between zero and the cap.
    package init(_ adjust: @escaping @Sendable (_ delaySeconds: Double) -> Double) {
        self.adjust = adjust
    }

    /// Leaves every delay as it is.
    package static let none = BackoffJitter { $0 }

    /// Shortens each delay by a random share of at most `maximumFraction` (between 0 and 1).
    package static func shortening(upTo maximumFraction: Double) -> BackoffJitter {
        // A constant of `ClientConfiguration` (0.25) or of a test, never input.
        precondition((0...1).contains(maximumFraction), "the fraction must lie between 0 and 1")
        return BackoffJitter { $0 * (1 - Double.random(in: 0...maximumFraction)) }
    }

    /// The adjusted delay.
    package func apply(to delaySeconds: Double) -> Double {
        adjust(delaySeconds)
    }
}
