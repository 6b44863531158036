import TestSupport
import Testing

@testable import AuthEngine

/// Login and push confirmation run one client SCRAM exchange (`AuthClient.scramExchange`): what
/// they share is decided there once, and each flow says only what an ending means to it.
@Suite("Login and push confirmation share one SCRAM exchange")
struct SharedExchangeTests {
    @Test("both report the key derivation, so a terminal shows its spinner for either")
    func bothReportProgress() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        _ = try harness.server.queuePushRequest(profile: profile.id, message: "Pay?", timeToLive: 60)

        let login = ScriptedResponder(answering: TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profile.id, responder: login)
        let push = ScriptedResponder(answering: "accept", TestAccount.pin)
        let outcomes = try await harness.client.handlePushRequests(profileId: profile.id, responder: push)

        #expect(outcomes.map(\.result) == [.accepted])
        #expect(login.progressReported == [.derivingKey, .finished])
        #expect(push.progressReported == [.derivingKey, .finished])
    }

    @Test("a cancel at the PIN prompt sends no proof: login ends cancelled, push leaves the request")
    func cancelAtThePinPrompt() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let queued = try harness.server.queuePushRequest(profile: profile.id, message: "Pay?", timeToLive: 60)

        let login = ScriptedResponder([.cancel])
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.authenticate(profileId: profile.id, responder: login)
        }
        let push = ScriptedResponder([.text("accept"), .cancel])
        let outcomes = try await harness.client.handlePushRequests(profileId: profile.id, responder: push)

        #expect(outcomes.map(\.result) == [.leftPending])
        #expect(login.progressReported.isEmpty && push.progressReported.isEmpty, "nothing was derived")
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .pending)
        let next = ScriptedResponder(answering: TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profile.id, responder: next)
        #expect(next.received == [.pin(previousFailures: 0, remaining: 3)], "no attempt was counted")
    }
}
