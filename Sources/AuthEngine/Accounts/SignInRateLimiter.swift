/// Failed sign-ins per email, and the lockouts they cause; a value the server persists as JSON.
///
/// Rules: when `maximumFailures` failures for one email fall within `failureWindowSeconds` of each
/// other, that email is locked for `lockoutSeconds`, and its failure count starts again from zero.
/// A success clears the email's record. Emails are keyed by `EmailAddress.normalized(_:)` and the
/// limiter never learns whether an account exists, so unknown emails are limited exactly like real
/// ones and the answer cannot reveal which is which.
///
/// The server calls `check` before verifying a password and records the outcome afterwards.
/// Entries whose failures have left the window and whose lockout has ended are pruned whenever a
/// failure is recorded (or `prune(now:)` is called), so the state holds only recent activity.
package struct SignInRateLimiter: Codable, Sendable, Equatable {
    /// The limits; defaults lock an email for 15 minutes after 5 failures within 15 minutes.
    package struct Configuration: Codable, Sendable, Equatable {
        /// Failures within the window that trigger a lockout.
        package var maximumFailures: Int
        /// How far back, in seconds, failures count towards a lockout.
        package var failureWindowSeconds: Int64
        /// How long, in seconds, a lockout lasts.
        package var lockoutSeconds: Int64

        /// Creates limits.
        package init(maximumFailures: Int = 5, failureWindowSeconds: Int64 = 900, lockoutSeconds: Int64 = 900)
        {
            self.maximumFailures = maximumFailures
            self.failureWindowSeconds = failureWindowSeconds
            self.lockoutSeconds = lockoutSeconds
        }
    }

    /// One email's recent failures and lockout, and the rules applied to them; the server's store
    /// keeps one per email (`SignInLimitRecord`), so recording a failure costs the same however many
    /// emails are tracked.
    struct Entry: Codable, Sendable, Equatable {
        /// Times of failures since the last lockout or success, oldest first.
        var failureTimes: [Int64] = []
        /// When the current lockout ends, if one was ever set.
        var lockedUntil: Int64?

        /// The seconds left of a lockout in force at `now`, or nil.
        func lockoutRemaining(now: Int64) -> Int64? {
            guard let lockedUntil, now < lockedUntil else { return nil }
            return lockedUntil.subtractingSaturating(now)
        }

        /// Counts a failure at `now` (ignored during a lockout), locking at the limit.
        mutating func recordFailure(now: Int64, configuration: Configuration) {
            if let lockedUntil, now < lockedUntil { return }
            lockedUntil = nil
            failureTimes = failureTimes.filter { Self.isWithinWindow($0, now: now, configuration) }
            failureTimes.append(now)
            if failureTimes.count >= configuration.maximumFailures {
                failureTimes = []
                lockedUntil = now.addingSaturating(configuration.lockoutSeconds)
            }
        }

        /// Whether the entry still affects a decision at `now`.
        func isRelevant(now: Int64, configuration: Configuration) -> Bool {
            if let lockedUntil, now < lockedUntil { return true }
            return failureTimes.contains { Self.isWithinWindow($0, now: now, configuration) }
        }

        /// The first time at which the entry no longer affects any decision.
        func relevantUntil(configuration: Configuration) -> Int64 {
            let lastFailure = failureTimes.max().map {
                $0.addingSaturating(configuration.failureWindowSeconds)
            }
            return max(lockedUntil ?? .min, lastFailure ?? .min)
        }

        /// Whether a failure at `time` still counts at `now`; a time after `now` (the clock went
        /// back) counts, which errs towards limiting.
        private static func isWithinWindow(_ time: Int64, now: Int64, _ configuration: Configuration) -> Bool
        {
            now < time.addingSaturating(configuration.failureWindowSeconds)
        }
    }

    /// The limits this limiter applies; the server sets them from its configuration before each use.
    package var configuration: Configuration
    private var entries: [String: Entry] = [:]

    /// Creates an empty limiter.
    package init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The number of emails with recent failures or a lockout; pruning keeps it bounded.
    package var trackedEmailCount: Int { entries.count }

    /// Throws while `email` is locked out; call before checking the password.
    package func check(email: String, now: Int64) throws(RateLimitError) {
        guard let seconds = entries[EmailAddress.normalized(email)]?.lockoutRemaining(now: now) else {
            return
        }
        throw .lockedOut(retryAfterSeconds: seconds)
    }

    /// Records a failed sign-in for `email` (existing or not), locking it when the limit is reached.
    ///
    /// A failure during a lockout is ignored rather than extending it: `check` should have refused
    /// the attempt, and an attacker must not be able to keep a victim locked out forever.
    package mutating func recordFailure(email: String, now: Int64) {
        prune(now: now)
        let key = EmailAddress.normalized(email)
        var entry = entries[key] ?? Entry()
        entry.recordFailure(now: now, configuration: configuration)
        entries[key] = entry
    }

    /// Clears `email`'s failures and lockout after a successful sign-in.
    package mutating func recordSuccess(email: String) {
        entries[EmailAddress.normalized(email)] = nil
    }

    /// Drops every entry that no longer affects a decision at `now`.
    package mutating func prune(now: Int64) {
        entries = entries.filter { _, entry in entry.isRelevant(now: now, configuration: configuration) }
    }

    /// Every tracked email's entry, by normalised email (for moving a stored limiter into the
    /// server's store and back).
    var entriesByEmail: [String: Entry] { entries }

    /// A limiter tracking `entries`, by normalised email.
    init(configuration: Configuration = Configuration(), entries: [String: Entry]) {
        self.configuration = configuration
        self.entries = entries
    }
}
