import TestSupport
import Testing

@testable import AuthEngine

@Suite("Waiting for a push outcome across processes")
struct PushWaitTests {
    /// `viper-auth push` as a second process: its own `TokenServer` on the same directory.
    private func pushCommand(_ harness: EngineHarness) throws -> TokenServer {
        try TokenServer(directory: harness.home + "/server", configuration: .forTesting, clock: harness.clock)
    }

    @Test("the wait sees the answer the app gives through another server instance")
    func acceptedAcrossInstances() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let push = try pushCommand(harness)
        let queued = try push.queuePushRequest(profile: profile.email, message: "Sign in?", timeToLive: 60)
        let client = harness.client
        let sleeper = PollSleeper { pause in
            // The app answers while the push command sleeps for the second time.
            guard pause == 2 else { return }
            _ = try? await client.handlePushRequests(
                profileId: profile.id,
                responder: ScriptedResponder(answering: "accept", TestAccount.pin))
        }
        let outcome = try await push.waitForOutcome(
            id: queued.id, timeoutSeconds: 10, pollInterval: 0.5, sleeper: sleeper)
        #expect(outcome == .accepted)
        #expect(sleeper.requestedPauses == [0.5, 0.5])
    }

    @Test("a denial is seen too")
    func deniedAcrossInstances() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let push = try pushCommand(harness)
        let queued = try push.queuePushRequest(profile: profile.id, message: "Pay?", timeToLive: 60)
        let client = harness.client
        let sleeper = PollSleeper { _ in
            _ = try? await client.handlePushRequests(
                profileId: profile.id, responder: ScriptedResponder(answering: "deny"))
        }
        #expect(
            try await push.waitForOutcome(id: queued.id, timeoutSeconds: 5, sleeper: sleeper) == .denied)
    }

    @Test("with no answer the wait stops at the timeout, or reports expiry once the time to live passes")
    func timeoutAndExpiry() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let push = try pushCommand(harness)
        let queued = try push.queuePushRequest(profile: profile.id, message: "Pay?", timeToLive: 60)
        let idle = PollSleeper()
        let stillPending = try await push.waitForOutcome(
            id: queued.id, timeoutSeconds: 2, pollInterval: 0.5, sleeper: idle)
        #expect(stillPending == .pending)
        #expect(idle.requestedPauses.count == 4)

        let clock = harness.clock
        let passing = PollSleeper { _ in clock.advance(by: 30) }
        let expired = try await push.waitForOutcome(
            id: queued.id, timeoutSeconds: 100, pollInterval: 1, sleeper: passing)
        #expect(expired == .expired)
        #expect(passing.requestedPauses.count == 2)
    }

    @Test("an unknown request id is a typed error")
    func unknownRequest() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        await #expect(throws: PushServiceError.requestNotFound) {
            try await harness.server.waitForOutcome(
                id: "psh_nope", timeoutSeconds: 1, sleeper: PollSleeper())
        }
    }
}
