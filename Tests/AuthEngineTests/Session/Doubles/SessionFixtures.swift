import AuthEngine

/// Token sets and a coordinator built the way every session test needs them.
enum SessionFixtures {
    static let startOfTest: Int64 = 1_700_000_000

    static func tokens(generation: Int, expiresAt: Int64) -> SessionTokens {
        SessionTokens(
            accessToken: RedactedToken("access-secret-\(generation)"), accessTokenExpiresAt: expiresAt,
            refreshToken: RedactedToken("refresh-secret-\(generation)"),
            idToken: RedactedToken("id-secret-\(generation)"))
    }

    /// Tokens issued when the test starts, valid for an hour: beyond every environment's threshold.
    static let original = tokens(generation: 1, expiresAt: startOfTest + 3_600)

    /// What a successful refresh returns.
    static let renewed = tokens(generation: 2, expiresAt: startOfTest + 7_200)

    static let transportFailure = RefreshFailure.transient(.transport(.unreachable))
    static let serverFailure = RefreshFailure.transient(.serverError(status: 503))

    static func makeCoordinator(
        environment: EngineEnvironment = .staging, refresher: ScriptedRefresher,
        sleeper: RecordingSleeper = RecordingSleeper(), clock: ManualClock = ManualClock(now: startOfTest),
        initialTokens: SessionTokens? = original
    ) -> RefreshCoordinator {
        RefreshCoordinator(
            refresher: refresher, policy: environment.refreshPolicy(jitter: .none), sleeper: sleeper,
            now: { clock.now }, initialTokens: initialTokens)
    }

    /// Every event the stream delivers until it finishes.
    static func collect(_ stream: AsyncStream<SessionEvent>) async -> [SessionEvent] {
        var events: [SessionEvent] = []
        for await event in stream {
            events.append(event)
        }
        return events
    }
}
