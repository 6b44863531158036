import AuthEngine
import Testing

@Suite("AuthorizingTransport: Bearer on resource requests, bypass, one retry after a 401")
struct AuthorizingTransportTests {
    typealias Fixtures = SessionFixtures

    private let resourceRequest = EngineRequest(method: .get, path: "/v1/auth/me")

    @Test("a resource request carries the current access token as a Bearer")
    func addsBearer() async throws {
        let refresher = ScriptedRefresher([])
        let transport = RecordingTransport(answers: [.success(200)])
        let authorizing = AuthorizingTransport(
            wrapping: transport, coordinator: Fixtures.makeCoordinator(refresher: refresher))

        let response = try await authorizing.send(resourceRequest)

        #expect(response.status == 200)
        #expect(transport.requests.map { $0.header("authorization") } == ["Bearer access-secret-1"])
        #expect(refresher.callCount == 0)
    }

    @Test("an earlier Authorization header, in any case, is replaced rather than duplicated")
    func replacesAnEarlierAuthorizationHeader() async throws {
        let transport = RecordingTransport(answers: [.success(200)])
        let authorizing = AuthorizingTransport(
            wrapping: transport, coordinator: Fixtures.makeCoordinator(refresher: ScriptedRefresher([])))
        let request = EngineRequest(
            method: .get, path: "/v1/auth/me", headers: ["AUTHORIZATION": "Bearer old"])

        _ = try await authorizing.send(request)

        #expect(transport.requests.first?.headers == ["Authorization": "Bearer access-secret-1"])
    }

    @Test("a token within the threshold is refreshed before the request is sent")
    func refreshesFirstWithinThreshold() async throws {
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)])
        let due = Fixtures.tokens(generation: 1, expiresAt: Fixtures.startOfTest + 60)
        let transport = RecordingTransport(answers: [.success(200)])
        let authorizing = AuthorizingTransport(
            wrapping: transport,
            coordinator: Fixtures.makeCoordinator(refresher: refresher, initialTokens: due))

        _ = try await authorizing.send(resourceRequest)

        #expect(transport.requests.map { $0.header("Authorization") } == ["Bearer access-secret-2"])
        #expect(refresher.callCount == 1)
    }

    @Test(
        "refresh and login requests bypass it: sent unchanged, even without a session",
        arguments: ["/v1/auth/refresh", "/v1/auth/login"])
    func bypassedPaths(path: String) async throws {
        let refresher = ScriptedRefresher([])
        let transport = RecordingTransport(answers: [.success(200)])
        let coordinator = Fixtures.makeCoordinator(refresher: refresher, initialTokens: nil)
        let authorizing = AuthorizingTransport(wrapping: transport, coordinator: coordinator)

        let response = try await authorizing.send(EngineRequest(method: .post, path: path))

        #expect(response.status == 200)
        #expect(transport.requests.map(\.path) == [path])
        #expect(transport.requests.first?.header("Authorization") == nil)
        #expect(refresher.callCount == 0)
    }

    @Test("a 401 forces one refresh and one retry with the new token")
    func retriesOnceAfter401() async throws {
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)])
        let transport = RecordingTransport(answers: [.success(401), .success(200)])
        let authorizing = AuthorizingTransport(
            wrapping: transport, coordinator: Fixtures.makeCoordinator(refresher: refresher))

        let response = try await authorizing.send(resourceRequest)

        #expect(response.status == 200)
        #expect(refresher.callCount == 1)
        #expect(
            transport.requests.map { $0.header("Authorization") } == [
                "Bearer access-secret-1", "Bearer access-secret-2",
            ])
    }

    @Test("a second 401 is surfaced as an error: no second refresh, no third request")
    func secondUnauthorizedIsAnError() async {
        let refresher = ScriptedRefresher([.success(Fixtures.renewed)])
        let transport = RecordingTransport(answers: [.success(401), .success(401), .success(200)])
        let authorizing = AuthorizingTransport(
            wrapping: transport, coordinator: Fixtures.makeCoordinator(refresher: refresher))

        await #expect(throws: AuthorizedRequestError.rejectedAfterRefresh) {
            try await authorizing.send(resourceRequest)
        }
        #expect(transport.requests.count == 2)
        #expect(refresher.callCount == 1)
    }

    @Test("a 401 whose forced refresh ends the session surfaces sessionEnded without a retry")
    func unauthorizedThenTerminalRefresh() async {
        let refresher = ScriptedRefresher([.failure(.terminal(.revoked))])
        let transport = RecordingTransport(answers: [.success(401)])
        let authorizing = AuthorizingTransport(
            wrapping: transport, coordinator: Fixtures.makeCoordinator(refresher: refresher))

        await #expect(throws: AuthorizedRequestError.session(.sessionEnded(.revoked))) {
            try await authorizing.send(resourceRequest)
        }
        #expect(transport.requests.count == 1)
    }

    @Test("without a session nothing is sent and the session error is surfaced")
    func noSession() async {
        let transport = RecordingTransport(answers: [])
        let coordinator = Fixtures.makeCoordinator(refresher: ScriptedRefresher([]), initialTokens: nil)
        let authorizing = AuthorizingTransport(wrapping: transport, coordinator: coordinator)

        await #expect(throws: AuthorizedRequestError.session(.noSession)) {
            try await authorizing.send(resourceRequest)
        }
        #expect(transport.requests.isEmpty)
    }

    @Test("a transport failure is surfaced as it is")
    func transportFailure() async {
        let transport = RecordingTransport(answers: [.failure(.timedOut)])
        let authorizing = AuthorizingTransport(
            wrapping: transport, coordinator: Fixtures.makeCoordinator(refresher: ScriptedRefresher([])))

        await #expect(throws: AuthorizedRequestError.transport(.timedOut)) {
            try await authorizing.send(resourceRequest)
        }
    }
}
