/// The deployment a run talks to, chosen with `--env`; it decides how eagerly sessions refresh.
package enum EngineEnvironment: String, Sendable, CaseIterable {
    /// Local development: short threshold, many quick retries.
    case dev
    /// The shared pre-production deployment.
    case staging
    /// Production: refresh well ahead of expiry, few and slower retries.
    case prod

    /// Parses the `--env` value; only the exact lowercase names are accepted, as the usage line shows.
    package init(parsing text: String) throws(UnknownEngineEnvironment) {
        guard let environment = EngineEnvironment(rawValue: text) else {
            throw UnknownEngineEnvironment(text: text)
        }
        self = environment
    }

    /// The refresh table of DESIGN.md §3 for this environment, with the given retry jitter.
    ///
    /// Jitter is a required argument so each caller decides: spread in production, none in tests.
    package func refreshPolicy(jitter: BackoffJitter) -> RefreshPolicy {
        switch self {
        case .dev:
            // Ten quick retries: on a developer's machine a server that stays down should be
            // reported within seconds (about 17 s in all), not after minutes of doubling.
            RefreshPolicy(
                refreshThresholdSeconds: 60, maximumRetries: 10,
                backoff: RetryBackoff(firstDelaySeconds: 0.5, maximumDelaySeconds: 2, jitter: jitter))
        case .staging:
            RefreshPolicy(
                refreshThresholdSeconds: 300, maximumRetries: 3,
                backoff: RetryBackoff(firstDelaySeconds: 1, maximumDelaySeconds: 30, jitter: jitter))
        case .prod:
            RefreshPolicy(
                refreshThresholdSeconds: 600, maximumRetries: 5,
                backoff: RetryBackoff(firstDelaySeconds: 2, maximumDelaySeconds: 30, jitter: jitter))
        }
    }
}

/// An `--env` value that names no known environment.
package struct UnknownEngineEnvironment: Error, Equatable, Sendable {
    /// The value as given.
    package let text: String
}
