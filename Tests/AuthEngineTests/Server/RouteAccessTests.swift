import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

/// The access a route declares is the access it gets: the access step verifies the credential
/// before the handler runs, and a request it refuses never reaches the handler.
@Suite("A route's declared access is enforced before its handler runs")
struct RouteAccessTests {
    @Test("a route declared bearer refuses a request without a valid access token, its handler never run")
    func bearerRouteRefusesWithoutRunningHandler() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let server = try TokenServer(directory: directory, configuration: .forTesting)
            let handlerRuns = HandlerRuns()
            let route = RouteTable.Route(.get, "/v1/probe", bearer: handlerRuns.handler())
            #expect(route.access == .bearer)

            let refusals = [
                await route.answer(server, EngineRequest(method: .get, path: "/v1/probe")),
                await route.answer(
                    server,
                    EngineRequest(
                        method: .get, path: "/v1/probe", headers: ["Authorization": "Bearer not.a.token"])),
            ]
            let expected = ServerFailure.invalidAccessToken.response
            #expect(refusals.map(\.status) == [401, 401])
            #expect(refusals.allSatisfy { $0.body == expected.body && $0.headers == expected.headers })
            #expect(handlerRuns.count == 0, "the handler never ran")
        }
    }

    @Test("a route declared device proof refuses a request without a proof, its handler never run")
    func deviceProofRouteRefusesWithoutRunningHandler() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let server = try TokenServer(directory: directory, configuration: .forTesting)
            let handlerRuns = HandlerRuns()
            let route = RouteTable.Route(.post, "/v1/probe", deviceProof: handlerRuns.handler())
            let request = EngineRequest(
                method: .post, path: "/v1/probe",
                headers: [
                    DeviceProof.deviceIdHeader: "device", DeviceProof.nonceHeader: "nonce",
                    DeviceProof.proofHeader: "proof",
                ])

            let refusal = await route.answer(server, request)
            #expect(refusal.status == 401)
            #expect(refusal.body == ServerFailure.deviceNotAuthenticated.response.body)
            #expect(handlerRuns.count == 0, "the handler never ran")
        }
    }

    @Test("every route of the table declared bearer or device proof refuses an anonymous request")
    func standardTableEnforcesItsDeclarations() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let server = try TokenServer(directory: directory, configuration: .forTesting)
            let guarded = RouteTable.standard.routes.filter {
                $0.access == .bearer || $0.access == .deviceProof
            }
            #expect(guarded.count == 24)
            for route in guarded {
                let response = await server.handle(
                    EngineRequest(method: route.method, path: route.path, body: Array("{}".utf8)))
                // Each refuses in its own family's shape: the OpenID provider's userinfo as an
                // RFC 6750 protected resource, the /v1 routes with their `{code,message}`.
                let expected =
                    route.access == .deviceProof
                    ? ServerFailure.deviceNotAuthenticated.response
                    : route.path.hasPrefix("/oauth2/")
                        ? OAuthErrorResponse(
                            status: 401, code: "invalid_token",
                            description: "The access token is missing, expired or revoked."
                        ).response
                        : ServerFailure.invalidAccessToken.response
                #expect(response.status == 401, "\(route.method) \(route.path)")
                #expect(response.body == expected.body, "\(route.method) \(route.path)")
                #expect(
                    response.headers["www-authenticate"] == expected.headers["www-authenticate"],
                    "\(route.method) \(route.path)")
            }
        }
    }
}

/// A route handler that counts its runs and answers an empty body.
private final class HandlerRuns: Sendable {
    private let runs = Mutex(0)

    var count: Int { runs.withLock { $0 } }

    func handler<Identity>()
        -> @Sendable (TokenServer) -> (EngineRequest, Identity) throws(ServerFailure)
        -> EngineResponse
    {
        { _ in
            { _, _ throws(ServerFailure) in
                self.runs.withLock { $0 += 1 }
                return .json(EmptyBody())
            }
        }
    }
}
