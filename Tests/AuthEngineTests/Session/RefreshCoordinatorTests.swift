import AuthEngine
import Testing

@Suite("RefreshCoordinator: thresholds, single flight, forced refresh, logout")
struct RefreshCoordinatorTests {
    typealias Fixtures = SessionFixtures

    @Test(
        "a token beyond the threshold is returned without a refresh",
        arguments: EngineEnvironment.allCases)
    func freshTokenIsNotRefreshed(environment: EngineEnvironment) async throws {
        let threshold = environment.refreshPolicy(jitter: .none).refreshThresholdSeconds
        let fresh = Fixtures.tokens(generation: 1, expiresAt: Fixtures.startOfTest + threshold + 1)
        let refresher = ScriptedRefresher([])
        let coordinator = Fixtures.makeCoordinator(
            environment: environment, refresher: refresher, initialTokens: fresh)

        #expect(try await coordinator.validTokens() == fresh)
        #expect(refresher.callCount == 0)
    }

    @Test(
        "a token within the threshold is refreshed first, with its refresh token",
        arguments: EngineEnvironment.allCases)
    func tokenWithinThresholdIsRefreshed(environment: EngineEnvironment) async throws {
        let threshold = environment.refreshPolicy(jitter: .none).refreshThresholdSeconds
        let expiring = Fixtures.tokens(generation: 1, expiresAt: Fixtures.startOfTest + threshold)
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)])
        let coordinator = Fixtures.makeCoordinator(
            environment: environment, refresher: refresher, initialTokens: expiring)

        #expect(try await coordinator.validTokens() == Fixtures.renewed)
        #expect(refresher.receivedRefreshTokens == [expiring.refreshToken])
        #expect(await coordinator.sessionState == .active(Fixtures.renewed))
    }

    @Test("a token becomes due as the injected clock moves, and the refreshed one is not refreshed again")
    func clockDrivesTheThreshold() async throws {
        let clock = ManualClock(now: Fixtures.startOfTest)
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)])
        let coordinator = Fixtures.makeCoordinator(refresher: refresher, clock: clock)

        #expect(try await coordinator.validTokens() == Fixtures.original)
        clock.advance(bySeconds: 3_600 - 300)
        #expect(try await coordinator.validTokens() == Fixtures.renewed)
        #expect(try await coordinator.validTokens() == Fixtures.renewed)
        #expect(refresher.callCount == 1)
    }

    @Test("100 concurrent callers within the threshold cause exactly one refresh and share its tokens")
    func concurrentCallersShareOneRefresh() async {
        let release = Gate()
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)], holdUntil: release)
        let due = Fixtures.tokens(generation: 1, expiresAt: Fixtures.startOfTest + 10)
        let coordinator = Fixtures.makeCoordinator(refresher: refresher, initialTokens: due)

        // Keep the refresh in flight while the other callers queue on the actor; yielding instead
        // of sleeping keeps the test fast, and a correct coordinator passes however they interleave.
        let releaser = Task {
            await refresher.started.wait()
            for _ in 0..<1_000 {
                await Task.yield()
            }
            await release.open()
        }
        let results = await withTaskGroup(of: Result<SessionTokens, SessionError>.self) { group in
            for _ in 0..<100 {
                group.addTask {
                    do throws(SessionError) {
                        return .success(try await coordinator.validTokens())
                    } catch {
                        return .failure(error)
                    }
                }
            }
            var results: [Result<SessionTokens, SessionError>] = []
            for await result in group {
                results.append(result)
            }
            return results
        }
        await releaser.value

        #expect(refresher.callCount == 1)
        #expect(results.count == 100)
        #expect(results.allSatisfy { $0 == .success(Fixtures.renewed) })
    }

    @Test("forceRefresh refreshes even a fresh token, as after a 401")
    func forceRefreshIgnoresTheThreshold() async throws {
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)])
        let coordinator = Fixtures.makeCoordinator(refresher: refresher)

        #expect(try await coordinator.forceRefresh() == Fixtures.renewed)
        #expect(refresher.callCount == 1)
    }

    @Test("a second 401 for an access token already replaced does not refresh again")
    func forceRefreshForAReplacedTokenReturnsTheCurrentOne() async throws {
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)])
        let coordinator = Fixtures.makeCoordinator(refresher: refresher)
        let rejected = Fixtures.original.accessToken

        #expect(try await coordinator.forceRefresh(rejectedAccessToken: rejected) == Fixtures.renewed)
        #expect(try await coordinator.forceRefresh(rejectedAccessToken: rejected) == Fixtures.renewed)
        #expect(refresher.callCount == 1)
    }

    @Test("without a session, callers get noSession and nothing is refreshed")
    func noSession() async {
        let refresher = ScriptedRefresher([])
        let coordinator = Fixtures.makeCoordinator(refresher: refresher, initialTokens: nil)

        await #expect(throws: SessionError.noSession) { try await coordinator.validTokens() }
        await #expect(throws: SessionError.noSession) { try await coordinator.forceRefresh() }
        #expect(refresher.callCount == 0)
    }

    @Test("logging out during a refresh wins: its tokens are dropped and waiting callers get noSession")
    func logOutDuringRefresh() async {
        let release = Gate()
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)], holdUntil: release)
        let coordinator = Fixtures.makeCoordinator(refresher: refresher)
        let events = coordinator.events.subscribe()

        let caller = Task { () async throws(SessionError) -> SessionTokens in
            try await coordinator.forceRefresh()
        }
        await refresher.started.wait()
        #expect(await coordinator.logOut())
        await release.open()

        await #expect(throws: SessionError.noSession) { try await caller.value }
        #expect(await coordinator.sessionState == .absent)
        #expect(!(await coordinator.logOut()))
        await coordinator.shutdown()
        #expect(await Fixtures.collect(events) == [.loggedOut])
    }

    @Test("begin replaces the session, and a later logout clears it")
    func beginAndLogOut() async throws {
        let coordinator = Fixtures.makeCoordinator(refresher: ScriptedRefresher([]), initialTokens: nil)

        await coordinator.begin(with: Fixtures.renewed)
        #expect(try await coordinator.validTokens() == Fixtures.renewed)
        #expect(await coordinator.logOut())
        #expect(await coordinator.sessionState == .absent)
    }
}
