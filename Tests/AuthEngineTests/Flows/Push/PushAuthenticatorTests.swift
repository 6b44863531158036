import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

@Suite("Push confirmation with the preferred authenticator, falling back to the PIN")
struct PushAuthenticatorTests {
    static let password = "blue harbour lantern"

    /// A profile enrolled for push whose preferred authenticator is `kind`, and one pending
    /// confirmation request.
    private func makeSUT(preferring kind: AuthenticatorKind) async throws
        -> (EngineHarness, UserProfile, PushRequestRecordPublicView)
    {
        let harness = try EngineHarness()
        let profile = try await harness.enrolledForPush()
        try await harness.register(
            kind, profileId: profile.id, answer: kind == .password ? Self.password : "recognised")
        _ = try await harness.client.setPreferredAuthenticator(kind, profileId: profile.id)
        let queued = try harness.server.queuePushRequest(
            profile: profile.id, message: "Sign in?", timeToLive: nil)
        return (harness, profile, queued)
    }

    @Test("the preferred password confirms the request without the PIN")
    func passwordAccepted() async throws {
        let (harness, profile, queued) = try await makeSUT(preferring: .password)
        defer { harness.removeHome() }
        let responder = ScriptedResponder(answering: "accept", Self.password)
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: responder)
        #expect(outcomes.map(\.result) == [.accepted])
        #expect(
            responder.received == [
                .pushConfirmation(message: "Sign in?"), .password(previousAttemptFailed: false),
            ]
        )
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .accepted)
        _ = try await harness.client.currentSession(profileId: profile.id)
    }

    @Test("a recognised biometric confirms the request without the PIN, asked for the confirmation")
    func biometricRecognised() async throws {
        let (harness, profile, queued) = try await makeSUT(preferring: .biometric)
        defer { harness.removeHome() }
        let responder = SensorReasonRecorder(ScriptedResponder(answering: "accept", "recognised"))
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: responder)
        #expect(outcomes.map(\.result) == [.accepted])
        #expect(responder.inner.received == [.pushConfirmation(message: "Sign in?"), .biometric])
        #expect(responder.reasons == [.pushConfirmation])
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .accepted)
    }

    @Test(
        "a declined sensor or password falls back to the PIN at no cost, and the PIN confirms",
        arguments: [
            (AuthenticatorKind.biometric, ScriptedResponder.Answer.text("not recognised")),
            (.biometric, .text("use pin")),
            (.biometric, .cancel),
            (.password, .text("")),
            (.password, .cancel),
        ])
    func fallbackToPin(kind: AuthenticatorKind, declined: ScriptedResponder.Answer) async throws {
        let (harness, profile, queued) = try await makeSUT(preferring: kind)
        defer { harness.removeHome() }
        let responder = ScriptedResponder([.text("accept"), declined, .text(TestAccount.pin)])
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: responder)
        #expect(outcomes.map(\.result) == [.accepted])
        let asked: ScriptedResponder.Received =
            kind == .biometric ? .biometric : .password(previousAttemptFailed: false)
        #expect(
            responder.received == [
                .pushConfirmation(message: "Sign in?"), asked, .pin(previousFailures: 0, remaining: 3),
            ])
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .accepted)
    }

    @Test("a cancel at the PIN after the fallback leaves the request pending")
    func cancelAfterFallback() async throws {
        let (harness, profile, queued) = try await makeSUT(preferring: .biometric)
        defer { harness.removeHome() }
        let responder = ScriptedResponder([.text("accept"), .text("not recognised"), .cancel])
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: responder)
        #expect(outcomes.map(\.result) == [.leftPending])
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .pending)
        _ = try await harness.client.currentSession(profileId: profile.id)
    }

    @Test("a wrong password denies the request, counts as an attempt and logs the profile out")
    func wrongPasswordLogsOut() async throws {
        let (harness, profile, queued) = try await makeSUT(preferring: .password)
        defer { harness.removeHome() }
        let second = try harness.server.queuePushRequest(profile: profile.id, message: "Two", timeToLive: nil)
        let responder = ScriptedResponder(answering: "accept", "not my password", "accept")
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: responder)
        #expect(outcomes.map(\.result) == [.authenticationFailed])
        #expect(
            responder.received == [
                .pushConfirmation(message: "Sign in?"), .password(previousAttemptFailed: false),
            ]
        )
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .denied)
        #expect(try harness.server.pushRequestStatus(id: second.id).status == .pending)
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.currentSession(profileId: profile.id)
        }
        #expect(
            try harness.serverState().sessions.filter { $0.profileId == profile.id }.allSatisfy(\.revoked))

        // The attempt was counted: the next login's PIN challenge says so.
        let login = ScriptedResponder(answering: "", TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profile.id, responder: login)
        #expect(
            login.received == [
                .password(previousAttemptFailed: false), .pin(previousFailures: 1, remaining: 2),
            ])
    }

    @Test("the server checks the proof against the verifier of the authenticator named, not the PIN's")
    func preferredUnknownToServer() async throws {
        let (harness, profile, queued) = try await makeSUT(preferring: .password)
        defer { harness.removeHome() }
        try harness.server.database.transaction { state throws(ServerFailure) in
            _ = try state.registrations.update(profile.id) { registration throws(ServerFailure) in
                registration.verifiers.removeAll { $0.kind == .password }
            }
        }
        // Refused before any proof is sent: no attempt is used and the request stays pending.
        await #expect(throws: AuthError.authenticatorNotRegistered) {
            try await harness.client.handlePushRequests(
                profileId: profile.id, responder: ScriptedResponder(answering: "accept", Self.password))
        }
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .pending)
    }
}
