import TestSupport
import Testing

@testable import AuthEngine

@Suite("Mobile authentication and push")
struct PushFlowTests {
    @Test("push enrollment needs mobile authentication first; queuing needs push enrollment")
    func enrollmentOrder() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        #expect(throws: PushServiceError.notEnrolled) {
            try harness.server.queuePushRequest(profile: profile.id, message: "Sign in?", timeToLive: nil)
        }
        await #expect(throws: AuthError.notEnrolled) {
            try await harness.client.enrollPush(profileId: profile.id)
        }
        try await harness.client.enrollMobileAuthentication(profileId: profile.id)
        #expect(throws: PushServiceError.notEnrolled) {
            try harness.server.queuePushRequest(profile: profile.id, message: "Sign in?", timeToLive: nil)
        }
        try await harness.client.enrollPush(profileId: profile.id)
        let registration = try #require(harness.serverState().registration(profileId: profile.id))
        #expect(registration.mobileAuthEnrolled && registration.pushEnrolled)
        let queued = try harness.server.queuePushRequest(
            profile: "LIN@example.org", message: "Sign in?", timeToLive: 60)
        #expect(queued.profileId == profile.id && queued.status == .pending)
        #expect(throws: PushServiceError.profileNotFound) {
            try harness.server.queuePushRequest(profile: "nobody@example.org", message: "x", timeToLive: nil)
        }
        #expect(throws: PushServiceError.invalidTimeToLive) {
            try harness.server.queuePushRequest(profile: profile.id, message: "x", timeToLive: 0)
        }
    }

    @Test("the server tells the profile's session what it is enrolled for, step by step")
    func enrollmentStatus() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)

        #expect(
            try await harness.client.pushEnrollment(profileId: profile.id)
                == PushEnrollment(mobileAuthentication: false, push: false))
        try await harness.client.enrollMobileAuthentication(profileId: profile.id)
        #expect(
            try await harness.client.pushEnrollment(profileId: profile.id)
                == PushEnrollment(mobileAuthentication: true, push: false))
        try await harness.client.enrollPush(profileId: profile.id)
        #expect(
            try await harness.client.pushEnrollment(profileId: profile.id)
                == PushEnrollment(mobileAuthentication: true, push: true))

        _ = await harness.client.logout(profileId: profile.id)
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.pushEnrollment(profileId: profile.id)
        }
    }

    @Test("enrollment without a session is refused")
    func enrollmentNeedsSession() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try #require(try await harness.signUpAndRegister().profile)
        _ = await harness.client.logout(profileId: profile.id)
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.enrollMobileAuthentication(profileId: profile.id)
        }
    }

    @Test("a queued request is listed and accepted with the PIN")
    func acceptWithPin() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let queued = try harness.server.queuePushRequest(
            profile: profile.id, message: "Sign in to the library?", timeToLive: 60)
        let pending = try await harness.client.pendingPushRequests(profileId: profile.id)
        #expect(pending.map(\.id) == [queued.id])
        #expect(pending.first?.expiresAt == harness.clock.now + 60)

        let responder = ScriptedResponder(answering: "accept", TestAccount.pin)
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: responder)
        #expect(outcomes.map(\.result) == [.accepted])
        #expect(
            responder.received == [
                .pushConfirmation(message: "Sign in to the library?"),
                .pin(previousFailures: 0, remaining: 3),
            ])
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .accepted)
        #expect(try await harness.client.pendingPushRequests(profileId: profile.id).isEmpty)
        _ = try await harness.client.currentSession(profileId: profile.id)
    }

    @Test("deny refuses the request without asking for the PIN")
    func deny() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let queued = try harness.server.queuePushRequest(
            profile: profile.id, message: "Pay?", timeToLive: nil)
        let responder = ScriptedResponder(answering: "deny")
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: responder)
        #expect(outcomes.map(\.result) == [.denied])
        #expect(responder.received == [.pushConfirmation(message: "Pay?")])
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .denied)
    }

    @Test("cancelling the decision or the PIN leaves the request pending and uses no attempt")
    func cancelLeavesPending() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let queued = try harness.server.queuePushRequest(
            profile: profile.id, message: "Pay?", timeToLive: nil)
        let atDecision = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: ScriptedResponder([.cancel]))
        #expect(atDecision.map(\.result) == [.leftPending])
        let atPin = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: ScriptedResponder([.text("accept"), .cancel]))
        #expect(atPin.map(\.result) == [.leftPending])
        #expect(try harness.server.pushRequestStatus(id: queued.id).status == .pending)
        #expect(try await harness.client.pendingPushRequests(profileId: profile.id).map(\.id) == [queued.id])

        let responder = ScriptedResponder(answering: "accept", TestAccount.pin)
        _ = try await harness.client.handlePushRequests(profileId: profile.id, responder: responder)
        #expect(responder.received.last == .pin(previousFailures: 0, remaining: 3))
    }

    @Test("expired requests are not listed, and one expiring while shown is refused")
    func expired() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let short = try harness.server.queuePushRequest(profile: profile.id, message: "Short", timeToLive: 30)
        harness.clock.advance(by: 31)
        #expect(try harness.server.pushRequestStatus(id: short.id).status == .expired)
        #expect(try await harness.client.pendingPushRequests(profileId: profile.id).isEmpty)
        #expect(try harness.serverState().pushRequests.first?.status == .expired)

        let shown = try harness.server.queuePushRequest(profile: profile.id, message: "Slow", timeToLive: 30)
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: SlowDecider(clock: harness.clock, delay: 31))
        #expect(outcomes.map(\.result) == [.expired])
        #expect(try harness.server.pushRequestStatus(id: shown.id).status == .expired)
    }

    @Test("a one-time password is compared on the server: the right code accepts, a wrong one denies")
    func oneTimePassword() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let right = try harness.server.queueOneTimePasswordRequest(profile: profile.id)
        #expect(right.code.count == 6 && right.code.allSatisfy(\.isNumber))
        let responder = ScriptedResponder(answering: right.code)
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: responder)
        #expect(outcomes.map(\.result) == [.accepted])
        #expect(responder.received == [.oneTimePassword(requestId: right.requestId)])

        let wrong = try harness.server.queueOneTimePasswordRequest(profile: profile.id)
        let wrongCode = wrong.code == "000000" ? "000001" : "000000"
        let denied = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: ScriptedResponder(answering: wrongCode))
        #expect(denied.map(\.result) == [.denied])
        #expect(try harness.server.pushRequestStatus(id: wrong.requestId).status == .denied)
    }

    @Test("requests are handled oldest first, each with its own challenge")
    func inOrder() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let first = try harness.server.queuePushRequest(
            profile: profile.id, message: "First", timeToLive: nil)
        harness.clock.advance(by: 1)
        let otp = try harness.server.queueOneTimePasswordRequest(profile: profile.id)
        harness.clock.advance(by: 1)
        let third = try harness.server.queuePushRequest(
            profile: profile.id, message: "Third", timeToLive: nil)

        let responder = ScriptedResponder(answering: "deny", otp.code, "accept", TestAccount.pin)
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: responder)
        #expect(outcomes.map(\.request.id) == [first.id, otp.requestId, third.id])
        #expect(outcomes.map(\.result) == [.denied, .accepted, .accepted])
        #expect(
            responder.received == [
                .pushConfirmation(message: "First"), .oneTimePassword(requestId: otp.requestId),
                .pushConfirmation(message: "Third"), .pin(previousFailures: 0, remaining: 3),
            ])
    }

    @Test("a wrong PIN fails the confirmation: denied, counted, and the profile logged out everywhere")
    func wrongPinLogsOut() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let first = try harness.server.queuePushRequest(profile: profile.id, message: "One", timeToLive: nil)
        let second = try harness.server.queuePushRequest(profile: profile.id, message: "Two", timeToLive: nil)
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: ScriptedResponder(answering: "accept", "11111", "accept"))
        #expect(outcomes.map(\.result) == [.authenticationFailed])
        #expect(try harness.server.pushRequestStatus(id: first.id).status == .denied)
        #expect(try harness.server.pushRequestStatus(id: second.id).status == .pending)
        await #expect(throws: AuthError.notAuthenticated) {
            try await harness.client.currentSession(profileId: profile.id)
        }
        #expect(
            try harness.serverState().sessions.filter { $0.profileId == profile.id }.allSatisfy(\.revoked))

        let login = ScriptedResponder(answering: TestAccount.pin)
        _ = try await harness.client.authenticate(profileId: profile.id, responder: login)
        #expect(login.received == [.pin(previousFailures: 1, remaining: 2)])
    }

    @Test("a wrong PIN at the attempt limit deregisters the profile and wipes it here")
    func wrongPinAtLimitDeregisters() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        _ = try? await harness.client.authenticate(
            profileId: profile.id, responder: ScriptedResponder([.text("11111"), .text("22222"), .cancel]))
        _ = try harness.server.queuePushRequest(profile: profile.id, message: "One", timeToLive: nil)
        await #expect(throws: AuthError.profileDeregistered(.tooManyFailedAttempts)) {
            try await harness.client.handlePushRequests(
                profileId: profile.id, responder: ScriptedResponder(answering: "accept", "33333"))
        }
        #expect(try await harness.client.profiles().isEmpty)
        #expect(try harness.serverState().pushRequests.isEmpty)
    }

    @Test("push routes refuse requests without a device proof, with a forged one, or from another device")
    func deviceAuthenticationRequired() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let body = WireCoding.encode(ProfileRequestBody(profileId: profile.id))
        let bare = await harness.server.handle(
            EngineRequest(method: .post, path: "/v1/push/pending", body: body))
        #expect(bare.status == 401)

        let deviceId = try await harness.client.device.identity().deviceId
        let nonce = try #require(
            WireCoding.decode(
                DeviceNonceBody.self,
                from: await harness.server.handle(
                    EngineRequest(
                        method: .post, path: "/v1/devices/nonce",
                        body: WireCoding.encode(DeviceNonceRequestBody(deviceId: deviceId)))
                ).body))
        let forgedProof = DeviceProof.proof(
            key: Array(repeating: 7, count: 32), nonce: nonce.nonce, method: .post, path: "/v1/push/pending",
            body: body)
        let forged = await harness.server.handle(
            EngineRequest(
                method: .post, path: "/v1/push/pending",
                headers: ["Device-Id": deviceId, "Device-Nonce": nonce.nonce, "Device-Proof": forgedProof],
                body: body))
        #expect(forged.status == 401)

        // Another device with a registered key of its own still cannot read this profile's requests.
        let other = try harness.otherDevice()
        let form = SignUpForm(
            fullName: "Mo Example", email: "mo@example.org", password: "correct horse",
            passwordConfirmation: "correct horse")
        _ = try await other.signUp(form, responder: ScriptedResponder(answering: TestAccount.pin))
        let stranger = try await other.device.identity()
        let refusal = await #expect(throws: ServerRefusal.self) {
            try await other.deviceCall(
                .post, "/v1/push/pending", body: ProfileRequestBody(profileId: profile.id),
                identity: stranger,
                as: PushRequestsBody.self)
        }
        #expect(refusal?.authError == .deviceNotRecognised)
    }

    @Test("no PIN, one-time code or device secret appears in outcomes, views or errors")
    func secretsStayOut() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profile = try await harness.enrolledForPush()
        let otp = try harness.server.queueOneTimePasswordRequest(profile: profile.id)
        let view = try harness.server.pushRequestStatus(id: otp.requestId)
        let pending = try await harness.client.pendingPushRequests(profileId: profile.id)
        _ = try harness.server.queuePushRequest(profile: profile.id, message: "Pay?", timeToLive: nil)
        let outcomes = try await harness.client.handlePushRequests(
            profileId: profile.id, responder: ScriptedResponder(answering: "999999", "accept", "11111"))
        let secret = try await harness.client.device.identity().secret
        let texts = [
            String(describing: view), String(reflecting: view), String(describing: pending),
            String(describing: outcomes), String(reflecting: AuthError.deviceNotRecognised),
            String(reflecting: PushServiceError.notEnrolled),
        ]
        for text in texts {
            #expect(!text.contains(otp.code))
            #expect(!text.contains("11111"))
            #expect(!text.contains(TestAccount.pin))
            #expect(!text.contains(secret))
        }
    }
}
