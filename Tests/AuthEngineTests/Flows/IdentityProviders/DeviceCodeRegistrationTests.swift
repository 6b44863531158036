import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

@Suite("Registering through the device grant, for a terminal with no browser")
struct DeviceCodeRegistrationTests {
    /// The user code the responder was shown, once the flow has shown one.
    private static func userCode(_ responder: DeviceCodeResponder) -> String {
        responder.challenges.first?.userCode ?? ""
    }

    /// A sleeper after whose pause number `decisionPause` the person decides on the page (`approve` or
    /// `deny`) the code the responder was shown; each pause moves the clock by `advance`'s seconds.
    private static func deciding(
        _ harness: EngineHarness, _ responder: DeviceCodeResponder, after decisionPause: Int,
        action: String = "approve", advance: @escaping @Sendable (Int, Double) -> Int64 = { Int64($1) }
    ) -> PollSleeper {
        PollSleeper(
            clock: harness.clock,
            action: { pause in
                guard pause == decisionPause else { return }
                _ = await harness.decideDeviceSignIn(userCode: userCode(responder), action: action)
            }, advance: advance)
    }

    @Test("approval on the verification page registers a profile; the terminal polled at the interval")
    func approved() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = DeviceCodeResponder()
        let sleeper = Self.deciding(harness, responder, after: 2)

        let session = try await harness.client(sleeper: sleeper).registerWithDeviceCode(responder: responder)

        #expect(session.user.email == ProviderFixtures.email)
        #expect(session.profile != nil)
        #expect(sleeper.requestedPauses == [5, 5])
        let challenge = try #require(responder.challenges.first)
        #expect(responder.challenges.count == 1)
        #expect(challenge.verificationURI == harness.server.configuration.issuer + "/oauth2/device")
        #expect(challenge.verificationURIComplete?.hasSuffix("?user_code=" + challenge.userCode) == true)
        #expect(challenge.expiresIn == 600)
        #expect(responder.forwardee.received == [.createPin(previousError: nil)])
        let providerSessions = try harness.serverState().sessions.filter { $0.oauthGrant != nil }
        #expect(providerSessions.count == 1 && providerSessions.allSatisfy(\.revoked))
    }

    @Test("with pagesURL the pages are shown where the browser can reach them")
    func pagesServedElsewhere() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let responder = DeviceCodeResponder(answer: .cancel)
        await #expect(throws: AuthError.cancelled) {
            try await harness.client.registerWithDeviceCode(
                pagesURL: "http://127.0.0.1:40404", responder: responder)
        }
        let challenge = try #require(responder.challenges.first)
        #expect(challenge.verificationURI == "http://127.0.0.1:40404/oauth2/device")
        #expect(
            challenge.verificationURIComplete?.hasPrefix("http://127.0.0.1:40404/oauth2/device?user_code=")
                == true)
    }

    @Test("denial on the page ends the flow with its own error and nothing stored")
    func denied() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = DeviceCodeResponder()
        let sleeper = Self.deciding(harness, responder, after: 1, action: "deny")
        await #expect(throws: AuthError.deviceAuthorizationDenied) {
            try await harness.client(sleeper: sleeper).registerWithDeviceCode(responder: responder)
        }
        #expect(ProviderFixtures.profileFiles(harness) == [])
        #expect(responder.forwardee.received == [])
    }

    @Test("nobody deciding before the codes expire ends the flow as expired, on the client's clock")
    func expired() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let sleeper = PollSleeper(
            clock: harness.clock, advance: { pause, seconds in pause == 3 ? 600 : Int64(seconds) })
        await #expect(throws: AuthError.deviceAuthorizationExpired) {
            try await harness.client(sleeper: sleeper).registerWithDeviceCode(
                responder: DeviceCodeResponder())
        }
        #expect(sleeper.requestedPauses == [5, 5, 5])
    }

    @Test("the provider's expired_token ends the flow as expired")
    func expiredAtTheProvider() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        // The provider's clock runs ahead of this device's: it says the codes expired first.
        let sleeper = PollSleeper(clock: harness.clock)
        let transport = ClockShiftingTransport(server: harness.server, clock: harness.clock, shift: 601)
        await #expect(throws: AuthError.deviceAuthorizationExpired) {
            try await harness.client(transport: transport, sleeper: sleeper)
                .registerWithDeviceCode(responder: DeviceCodeResponder())
        }
        #expect(sleeper.requestedPauses == [5])
    }

    @Test("slow_down adds five seconds to every later pause")
    func slowDown() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = DeviceCodeResponder()
        // This terminal's pauses are short (one second passes): the second poll is too soon.
        let sleeper = Self.deciding(harness, responder, after: 4) { _, seconds in
            seconds == 5 ? 1 : Int64(seconds)
        }

        _ = try await harness.client(sleeper: sleeper).registerWithDeviceCode(responder: responder)

        #expect(sleeper.requestedPauses == [5, 5, 10, 10])
    }

    @Test("a poll that times out doubles the next pause (RFC 8628 §3.5); approval then registers")
    func timedOutPollBacksOff() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        try await ProviderFixtures.makeAccount(harness)
        let responder = DeviceCodeResponder()
        let sleeper = Self.deciding(harness, responder, after: 3)
        let transport = FailingTokenPolls(server: harness.server, failure: .timedOut, times: 2)

        let session = try await harness.client(transport: transport, sleeper: sleeper)
            .registerWithDeviceCode(responder: responder)

        #expect(session.profile != nil)
        #expect(sleeper.requestedPauses == [5, 10, 20])
        #expect(transport.failed == 2)
    }

    @Test("pauses after timeouts stop doubling at a minute, and the codes still expire")
    func backoffCeiling() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let sleeper = PollSleeper(clock: harness.clock)
        let transport = FailingTokenPolls(server: harness.server, failure: .timedOut, times: .max)
        await #expect(throws: AuthError.deviceAuthorizationExpired) {
            try await harness.client(transport: transport, sleeper: sleeper)
                .registerWithDeviceCode(responder: DeviceCodeResponder())
        }
        // 5 + 10 + 20 + 40 seconds, then a minute at a time until the 600 s have passed.
        #expect(sleeper.requestedPauses == [5, 10, 20, 40] + Array(repeating: 60, count: 9))
    }

    @Test("a provider that cannot be reached ends the flow at the first poll")
    func unreachableEndsTheFlow() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let sleeper = PollSleeper(clock: harness.clock)
        let transport = FailingTokenPolls(server: harness.server, failure: .unreachable, times: .max)
        await #expect(throws: AuthError.transport(.unreachable)) {
            try await harness.client(transport: transport, sleeper: sleeper)
                .registerWithDeviceCode(responder: DeviceCodeResponder())
        }
        #expect(sleeper.requestedPauses == [5])
        #expect(ProviderFixtures.profileFiles(harness) == [])
    }

    @Test("a cancel at the code's screen ends the flow before any poll")
    func cancelAtTheCode() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let sleeper = PollSleeper(clock: harness.clock)
        await #expect(throws: AuthError.cancelled) {
            try await harness.client(sleeper: sleeper).registerWithDeviceCode(
                responder: DeviceCodeResponder(answer: .cancel))
        }
        #expect(sleeper.requestedPauses == [])
    }

    @Test("cancelling the task while it waits stops the polling at once", .timeLimit(.minutes(3)))
    func cancelledWhileWaiting() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let responder = DeviceCodeResponder()
        // A pause of an hour: only the cancel can end it within the time limit, which is generous
        // only because a loaded machine can be slow to get here at all.
        let client = try harness.client(sleeper: HourLongSleeper())
        let flow = Task { () async throws(AuthError) -> AuthenticatedSession in
            try await client.registerWithDeviceCode(responder: responder)
        }
        for await _ in responder.shownEvents { break }
        flow.cancel()

        await #expect(throws: AuthError.cancelled) { try await flow.value }
        #expect(ProviderFixtures.profileFiles(harness) == [])
    }
}

/// A sleeper whose every pause lasts an hour unless the task is cancelled.
private struct HourLongSleeper: RetrySleeper {
    func sleep(seconds: Double) async throws(CancellationError) {
        do {
            try await Task.sleep(for: .seconds(3600))
        } catch {
            throw CancellationError()
        }
    }
}

/// A transport to the in-process server that moves the shared clock forward by `shift` seconds
/// for the token endpoint's answers only, as a provider whose clock runs ahead would see them.
private struct ClockShiftingTransport: EngineTransport {
    let server: TokenServer
    let clock: ManualWallClock
    let shift: Int64

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        guard request.path == "/oauth2/token" else { return await server.handle(request) }
        clock.advance(by: shift)
        defer { clock.advance(by: -shift) }
        return await server.handle(request)
    }
}

/// A transport to the in-process server whose first `times` device-code polls of the token
/// endpoint fail with `failure` before reaching it, as a slow or unreachable provider's would.
private final class FailingTokenPolls: EngineTransport {
    let server: TokenServer
    let failure: TransportError
    private let remaining: Mutex<Int>
    private let failures = Mutex(0)

    init(server: TokenServer, failure: TransportError, times: Int) {
        self.server = server
        self.failure = failure
        remaining = Mutex(times)
    }

    /// How many polls failed.
    var failed: Int { failures.withLock { $0 } }

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        let fails =
            request.path == "/oauth2/token"
            && remaining.withLock { count in
                guard count > 0 else { return false }
                count -= 1
                return true
            }
        guard fails else { return await server.handle(request) }
        failures.withLock { $0 += 1 }
        throw failure
    }
}
