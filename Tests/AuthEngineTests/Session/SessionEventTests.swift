import AuthEngine
import Testing

@Suite("Session events: every subscriber sees every later event, and no event carries a token")
struct SessionEventTests {
    typealias Fixtures = SessionFixtures

    @Test("two subscribers see the same whole sequence, and the streams end on shutdown")
    func twoSubscribersSeeTheSameSequence() async throws {
        let refresher = ScriptedRefresher([.success(Fixtures.renewed), .failure(.terminal(.revoked))])
        let coordinator = Fixtures.makeCoordinator(refresher: refresher)
        let first = coordinator.events.subscribe()
        let second = coordinator.events.subscribe()

        _ = try await coordinator.forceRefresh()
        _ = try? await coordinator.forceRefresh()
        await coordinator.begin(with: Fixtures.original)
        await coordinator.logOut()
        await coordinator.shutdown()

        let expected: [SessionEvent] = [
            .refreshSucceeded, .refreshFailed(.terminal(.revoked)), .sessionExpired(.revoked), .loggedOut,
        ]
        #expect(await Fixtures.collect(first) == expected)
        #expect(await Fixtures.collect(second) == expected)
    }

    @Test("a subscriber sees only what is published after it subscribed")
    func lateSubscriber() async {
        let broadcaster = SessionEventBroadcaster()
        let early = broadcaster.subscribe()
        broadcaster.publish(.refreshSucceeded)
        let late = broadcaster.subscribe()
        broadcaster.publish(.loggedOut)
        broadcaster.finish()

        #expect(await Fixtures.collect(early) == [.refreshSucceeded, .loggedOut])
        #expect(await Fixtures.collect(late) == [.loggedOut])
    }

    @Test("subscribing after finish gives a stream that has already ended")
    func subscribeAfterFinish() async {
        let broadcaster = SessionEventBroadcaster()
        broadcaster.finish()
        broadcaster.publish(.loggedOut)

        #expect(await Fixtures.collect(broadcaster.subscribe()).isEmpty)
    }

    @Test("a subscriber that stops listening does not disturb the others")
    func abandonedSubscriber() async {
        let broadcaster = SessionEventBroadcaster()
        let kept = broadcaster.subscribe()
        let abandoned = Task {
            for await _ in broadcaster.subscribe() {}
        }
        abandoned.cancel()
        await abandoned.value
        broadcaster.publish(.refreshSucceeded)
        broadcaster.finish()

        #expect(await Fixtures.collect(kept) == [.refreshSucceeded])
    }

    @Test(
        "no event's text contains a token",
        arguments: [
            SessionEvent.refreshSucceeded, .refreshFailed(Fixtures.transportFailure),
            .refreshFailed(Fixtures.serverFailure), .refreshFailed(.terminal(.reused)),
            .sessionExpired(.expired), .loggedOut,
        ])
    func eventsCarryNoTokens(event: SessionEvent) {
        var dumped = ""
        dump(event, to: &dumped)
        for text in ["\(event)", String(reflecting: event), dumped] {
            #expect(!text.contains("secret"))
        }
    }

    @Test("events emitted by a real refresh carry no token either")
    func emittedEventsCarryNoTokens() async throws {
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)])
        let coordinator = Fixtures.makeCoordinator(refresher: refresher)
        let events = coordinator.events.subscribe()

        _ = try await coordinator.forceRefresh()
        await coordinator.shutdown()

        for event in await Fixtures.collect(events) {
            var dumped = ""
            dump(event, to: &dumped)
            #expect(!dumped.contains("secret") && !"\(event)".contains("secret"))
        }
    }
}
