import AuthEngine
import Testing

@Suite("Engine environments, their refresh table and the retry backoff")
struct EngineEnvironmentTests {
    @Test(
        "each --env name parses to its environment",
        arguments: [("dev", EngineEnvironment.dev), ("staging", .staging), ("prod", .prod)])
    func parsesKnownNames(text: String, expected: EngineEnvironment) throws {
        #expect(try EngineEnvironment(parsing: text) == expected)
    }

    @Test(
        "anything else is refused with a typed error naming the value",
        arguments: ["", "Prod", "production", " dev", "stage", "dev\n"])
    func refusesUnknownNames(text: String) {
        let error = #expect(throws: UnknownEngineEnvironment.self) {
            try EngineEnvironment(parsing: text)
        }
        #expect(error?.text == text)
    }

    @Test(
        "the table of DESIGN.md §3",
        arguments: [
            (EngineEnvironment.dev, Int64(60), 10, 0.5, 2.0),
            (.staging, 300, 3, 1, 30),
            (.prod, 600, 5, 2, 30),
        ])
    func table(
        environment: EngineEnvironment, threshold: Int64, retries: Int, firstDelay: Double, cap: Double
    ) {
        let policy = environment.refreshPolicy(jitter: .none)
        #expect(policy.refreshThresholdSeconds == threshold)
        #expect(policy.maximumRetries == retries)
        #expect(policy.backoff.firstDelaySeconds == firstDelay)
        #expect(policy.backoff.maximumDelaySeconds == cap)
    }

    @Test(
        "delays double from the first one and stop at the cap (2 s in dev, 30 s elsewhere)",
        arguments: [
            (EngineEnvironment.dev, [0.5, 1, 2, 2, 2, 2, 2, 2, 2, 2]),
            (.staging, [1, 2, 4]),
            (.prod, [2, 4, 8, 16, 30]),
        ])
    func backoffSchedule(environment: EngineEnvironment, expected: [Double]) {
        let policy = environment.refreshPolicy(jitter: .none)
        let delays = (1...policy.maximumRetries).map { policy.backoff.delaySeconds(beforeRetry: $0) }
        #expect(delays == expected)
    }

    @Test("the threshold boundary: due at exactly the threshold, not one second before")
    func thresholdBoundary() {
        let policy = EngineEnvironment.prod.refreshPolicy(jitter: .none)
        #expect(policy.needsRefresh(expiresAt: 10_600, now: 10_000))
        #expect(!policy.needsRefresh(expiresAt: 10_601, now: 10_000))
        #expect(policy.needsRefresh(expiresAt: 9_000, now: 10_000))
        #expect(policy.needsRefresh(expiresAt: .min, now: 10_000))
    }

    @Test("injected jitter adjusts each delay, clamped between zero and the cap")
    func injectedJitter() {
        let halving = RetryBackoff(
            firstDelaySeconds: 1, maximumDelaySeconds: 8, jitter: BackoffJitter { $0 / 2 })
        #expect((1...5).map { halving.delaySeconds(beforeRetry: $0) } == [0.5, 1, 2, 4, 4])
        let wild = RetryBackoff(
            firstDelaySeconds: 1, maximumDelaySeconds: 8, jitter: BackoffJitter { $0 * 100 })
        #expect(wild.delaySeconds(beforeRetry: 1) == 8)
        let negative = RetryBackoff(
            firstDelaySeconds: 1, maximumDelaySeconds: 8, jitter: BackoffJitter { -$0 })
        #expect(negative.delaySeconds(beforeRetry: 1) == 0)
    }

    @Test("random jitter only shortens a delay, by at most the given fraction")
    func randomJitterStaysInRange() {
        let backoff = RetryBackoff(
            firstDelaySeconds: 4, maximumDelaySeconds: 30, jitter: .shortening(upTo: 0.25))
        for _ in 0..<1_000 {
            let delay = backoff.delaySeconds(beforeRetry: 1)
            #expect(delay >= 3 && delay <= 4)
        }
    }
}
