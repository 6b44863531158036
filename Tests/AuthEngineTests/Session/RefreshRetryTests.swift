import AuthEngine
import Testing

@Suite("RefreshCoordinator: transient failures retried with backoff, terminal ones end the session")
struct RefreshRetryTests {
    typealias Fixtures = SessionFixtures

    @Test("transient failures then success: the session is kept and the delays follow the table")
    func transientThenSuccess() async throws {
        let sleeper = RecordingSleeper()
        let refresher = ScriptedRefresher([
            .failure(Fixtures.transportFailure), .failure(Fixtures.serverFailure),
            .success(Fixtures.renewed),
        ])
        let coordinator = Fixtures.makeCoordinator(
            environment: .staging, refresher: refresher, sleeper: sleeper)
        let events = coordinator.events.subscribe()

        #expect(try await coordinator.forceRefresh() == Fixtures.renewed)
        #expect(sleeper.requestedDelays == [1, 2])
        #expect(refresher.receivedRefreshTokens == Array(repeating: Fixtures.original.refreshToken, count: 3))
        #expect(await coordinator.sessionState == .active(Fixtures.renewed))
        await coordinator.shutdown()
        #expect(await Fixtures.collect(events) == [.refreshSucceeded])
    }

    @Test(
        "exhausted retries give temporarilyUnavailable and keep the session",
        arguments: [
            (EngineEnvironment.dev, [0.5, 1, 2, 2, 2, 2, 2, 2, 2, 2]),
            (.staging, [1, 2, 4]),
            (.prod, [2, 4, 8, 16, 30]),
        ])
    func exhaustedRetries(environment: EngineEnvironment, expectedDelays: [Double]) async {
        let attempts = expectedDelays.count + 1
        let sleeper = RecordingSleeper()
        let refresher = ScriptedRefresher(Array(repeating: .failure(Fixtures.serverFailure), count: attempts))
        let coordinator = Fixtures.makeCoordinator(
            environment: environment, refresher: refresher, sleeper: sleeper)
        let events = coordinator.events.subscribe()

        await #expect(throws: SessionError.temporarilyUnavailable) { try await coordinator.forceRefresh() }
        #expect(refresher.callCount == attempts)
        #expect(sleeper.requestedDelays == expectedDelays)
        #expect(await coordinator.sessionState == .active(Fixtures.original))
        await coordinator.shutdown()
        #expect(await Fixtures.collect(events) == [.refreshFailed(Fixtures.serverFailure)])
    }

    @Test(
        "a terminal failure ends the session at once; later callers get sessionEnded without a refresh",
        arguments: [SessionEndReason.invalidGrant, .revoked, .reused, .expired])
    func terminalFailureEndsTheSession(reason: SessionEndReason) async {
        let sleeper = RecordingSleeper()
        let refresher = ScriptedRefresher([.failure(.terminal(reason))])
        let coordinator = Fixtures.makeCoordinator(refresher: refresher, sleeper: sleeper)
        let events = coordinator.events.subscribe()

        await #expect(throws: SessionError.sessionEnded(reason)) { try await coordinator.forceRefresh() }
        await #expect(throws: SessionError.sessionEnded(reason)) { try await coordinator.validTokens() }
        await #expect(throws: SessionError.sessionEnded(reason)) { try await coordinator.forceRefresh() }
        #expect(refresher.callCount == 1)
        #expect(sleeper.requestedDelays.isEmpty)
        #expect(await coordinator.sessionState == .ended(reason))
        await coordinator.shutdown()
        #expect(
            await Fixtures.collect(events) == [.refreshFailed(.terminal(reason)), .sessionExpired(reason)])
    }

    @Test("a terminal failure after a transient one still ends the session")
    func terminalAfterTransient() async {
        let sleeper = RecordingSleeper()
        let refresher = ScriptedRefresher([.failure(Fixtures.transportFailure), .failure(.terminal(.reused))])
        let coordinator = Fixtures.makeCoordinator(environment: .prod, refresher: refresher, sleeper: sleeper)

        await #expect(throws: SessionError.sessionEnded(.reused)) { try await coordinator.forceRefresh() }
        #expect(sleeper.requestedDelays == [2])
        #expect(await coordinator.sessionState == .ended(.reused))
    }

    @Test("after retries run out, a later call tries again from the first delay")
    func laterCallStartsAFreshSchedule() async throws {
        let sleeper = RecordingSleeper()
        let failures = Array(
            repeating: Result<SessionTokens, RefreshFailure>.failure(Fixtures.serverFailure), count: 4)
        let refresher = ScriptedRefresher(failures + [.success(Fixtures.renewed)])
        let coordinator = Fixtures.makeCoordinator(
            environment: .staging, refresher: refresher, sleeper: sleeper)

        await #expect(throws: SessionError.temporarilyUnavailable) { try await coordinator.forceRefresh() }
        #expect(try await coordinator.forceRefresh() == Fixtures.renewed)
        #expect(sleeper.requestedDelays == [1, 2, 4])
        #expect(refresher.callCount == 5)
    }

    @Test("shutdown during a failing refresh stops the retries; callers get cancelled, the session is kept")
    func shutdownStopsRetries() async {
        let release = Gate()
        let sleeper = RecordingSleeper()
        let refresher = ScriptedRefresher([.failure(Fixtures.serverFailure)], holdUntil: release)
        let coordinator = Fixtures.makeCoordinator(refresher: refresher, sleeper: sleeper)

        let caller = Task { () async throws(SessionError) -> SessionTokens in
            try await coordinator.forceRefresh()
        }
        await refresher.started.wait()
        await coordinator.shutdown()
        await release.open()

        await #expect(throws: SessionError.cancelled) { try await caller.value }
        #expect(refresher.callCount == 1)
        #expect(await coordinator.sessionState == .active(Fixtures.original))
    }

    @Test("a refresh that succeeds after shutdown is kept: the server has already rotated the token")
    func rotatedTokensSurviveShutdown() async throws {
        let release = Gate()
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)], holdUntil: release)
        let coordinator = Fixtures.makeCoordinator(refresher: refresher)

        let caller = Task { () async throws(SessionError) -> SessionTokens in
            try await coordinator.forceRefresh()
        }
        await refresher.started.wait()
        await coordinator.shutdown()
        await release.open()

        #expect(try await caller.value == Fixtures.renewed)
        #expect(await coordinator.sessionState == .active(Fixtures.renewed))
    }
}
