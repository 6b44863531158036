/// When to refresh an access token and how hard to retry when the server cannot be reached.
package struct RefreshPolicy: Sendable {
    /// A token expiring within this many seconds is refreshed before use.
    package let refreshThresholdSeconds: Int64
    /// Retries after the first attempt, for transient failures only.
    package let maximumRetries: Int
    /// The pauses between those retries.
    package let backoff: RetryBackoff

    /// Creates a policy; `EngineEnvironment.refreshPolicy(jitter:)` gives the ones the app uses.
    package init(refreshThresholdSeconds: Int64, maximumRetries: Int, backoff: RetryBackoff) {
        // Policies come from `EngineEnvironment`'s table (or a test's constants), never from input.
        precondition(refreshThresholdSeconds >= 0, "a refresh threshold cannot be negative")
        precondition(maximumRetries >= 0, "a retry count cannot be negative")
        self.refreshThresholdSeconds = refreshThresholdSeconds
        self.maximumRetries = maximumRetries
        self.backoff = backoff
    }

    /// True when a token expiring at `expiresAt` is within the threshold at `now` (both epoch seconds).
    package func needsRefresh(expiresAt: Int64, now: Int64) -> Bool {
        // Subtracting from the expiry rather than subtracting `now` keeps a hostile `exp` near
        // Int64.min from trapping; such a token simply counts as due.
        let (refreshFrom, overflowed) = expiresAt.subtractingReportingOverflow(refreshThresholdSeconds)
        return overflowed || now >= refreshFrom
    }
}
