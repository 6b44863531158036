/// Who may call a route: what the route's handler checks, and what the server's chain
/// (`ServerPipeline`) checks before it.
package enum RouteAccess: Sendable, Equatable {
    /// Anyone; the body carries whatever proof the route needs (a password, a SCRAM proof, a ticket).
    case `public`
    /// A session's access token (`Authorization: Bearer`), which the handler verifies.
    case bearer
    /// A device's signed nonce (`DeviceProof`), which the handler verifies.
    case deviceProof
    /// A system beside the token server (the simulation controls, the push service, the hosted
    /// page, the web site): in process, from loopback, or with the control token
    /// (`ControlRouteAccess`), checked by the chain before the handler runs.
    case control
}

/// The token server's routes, every one in one table: method, path, who may call it, and its
/// handler; a route that reads only memory says so, and may then be answered on the HTTP server's
/// I/O thread (`TokenServer.answerFromMemory`).
package struct RouteTable: Sendable {
    typealias Handler = @Sendable (TokenServer, EngineRequest) async -> EngineResponse
    typealias MemoryHandler = @Sendable (TokenServer, EngineRequest) -> EngineResponse

    /// One route; whatever its handler throws renders itself (`RenderableError`).
    package struct Route: Sendable {
        /// The method it answers.
        package let method: HTTPMethod
        /// The exact path it answers.
        package let path: String
        /// Who may call it.
        package let access: RouteAccess
        let handler: Handler
        /// Set when the route reads nothing but the state the server keeps in memory.
        let memoryHandler: MemoryHandler?

        /// True when it may be answered from memory, on the caller's thread.
        package var answersFromMemory: Bool { memoryHandler != nil }
    }

    /// The routes, in the order listed.
    package let routes: [Route]
    private let routesByPath: [String: [Route]]

    init(_ routes: [Route]) {
        self.routes = routes
        routesByPath = Dictionary(grouping: routes, by: \.path)
    }

    /// The route for `request`'s method and path, or nil (the server answers 404).
    package func route(for request: EngineRequest) -> Route? {
        route(method: request.method, path: request.path)
    }

    /// The route for `method` and `path`, or nil.
    package func route(method: HTTPMethod, path: String) -> Route? {
        routesByPath[path]?.first { $0.method == method }
    }

    /// Every route the server answers.
    package static let standard = RouteTable([
        Route(.get, "/v1/config", .public, fromMemory: TokenServer.configuration),
        Route(.post, "/v1/accounts", .public, suspending: TokenServer.signUp),
        Route(.post, "/v1/idp/credentials", .public, suspending: TokenServer.signInWithCredentials),
        Route(.post, "/v1/registrations", .public, TokenServer.register),
        Route(.post, "/v1/auth/login/start", .public, TokenServer.startLogin),
        Route(.post, "/v1/auth/login", .public, TokenServer.finishLogin),
        Route(.post, "/v1/auth/refresh", .public, TokenServer.refresh),
        // The access token is optional: a refresh token alone also ends the session.
        Route(.post, "/v1/auth/logout", .public, TokenServer.logout),
        Route(.get, "/v1/auth/me", .bearer, fromMemory: TokenServer.me),
        Route(.post, "/v1/authenticators", .bearer, TokenServer.registerAuthenticator),
        Route(.post, "/v1/authenticators/remove", .bearer, TokenServer.deregisterAuthenticator),
        Route(.post, "/v1/auth/pin", .bearer, TokenServer.changePin),
        Route(.post, "/v1/idp/browser/token", .public, TokenServer.exchangeAuthorizationCode),
        Route(.post, "/v1/idp/two-step", .public, suspending: TokenServer.startTwoStepRegistration),
        Route(.post, "/v1/idp/two-step/answer", .public, TokenServer.answerTwoStepRegistration),
        Route(.post, "/v1/idp/one-time-code", .public, TokenServer.redeemOneTimeCode),
        Route(.post, "/v1/auth/stateless", .public, TokenServer.startStatelessSession),
        Route(.post, "/v1/auth/stateless/refresh", .bearer, TokenServer.refreshStatelessSession),
        Route(.post, "/v1/devices/key", .bearer, TokenServer.registerDeviceKey),
        Route(.post, "/v1/devices/nonce", .public, TokenServer.deviceNonce),
        Route(.get, "/v1/enrollments", .bearer, TokenServer.enrollments),
        Route(.post, "/v1/enrollments/mobile-auth", .bearer, TokenServer.enrollMobileAuthentication),
        Route(.post, "/v1/enrollments/push", .bearer, TokenServer.enrollPush),
        Route(.post, "/v1/push/pending", .deviceProof, TokenServer.pendingPushRequests),
        Route(.post, "/v1/push/deny", .deviceProof, TokenServer.denyPushRequest),
        Route(.post, "/v1/push/otp", .deviceProof, TokenServer.answerOneTimePassword),
        Route(.post, "/v1/push/confirm/start", .deviceProof, TokenServer.startPushConfirmation),
        Route(.post, "/v1/push/confirm", .deviceProof, TokenServer.finishPushConfirmation),
        Route(.post, "/v1/auth/context", .bearer, TokenServer.switchContext),
        Route(.get, "/v1/devices", .bearer, TokenServer.listDevices),
        Route(.post, "/v1/implicit", .deviceProof, TokenServer.implicitData),
        Route(.post, "/v1/app", .deviceProof, TokenServer.appDetails),
        Route(.post, "/v1/app-to-web", .bearer, TokenServer.createAppToWebToken),
        Route(.post, "/v1/devices/deregister", .deviceProof, TokenServer.disconnectProfile),
        Route(.post, "/v1/devices/registrations", .deviceProof, TokenServer.deviceRegistrations),
        Route(.post, "/v1/push-service/requests", .control, TokenServer.queuePushServiceRequest),
        Route(.post, "/v1/push-service/request", .control, TokenServer.pushServiceRequestStatus),
        Route(.post, "/v1/hosted/login", .control, suspending: TokenServer.hostedLoginRoute),
        Route(.post, "/v1/hosted/cancel", .control, TokenServer.hostedCancelRoute),
        Route(.post, "/v1/hosted/forgot-password", .control, TokenServer.hostedForgotPasswordRoute),
        Route(.post, "/v1/hosted/registration-code", .control, suspending: TokenServer.registrationCodeRoute),
        Route(.post, "/v1/web/sso", .control, TokenServer.webSignOnRoute),
        Route(.get, "/v1/simulation", .control, TokenServer.simulationState),
        Route(.post, "/v1/simulation/clock", .control, TokenServer.changeSimulatedClock),
        Route(.post, "/v1/simulation/faults", .control, TokenServer.addSimulatedFault),
        Route(.post, "/v1/simulation/faults/clear", .control, TokenServer.clearSimulatedFaults),
    ])
}

extension RouteTable.Route {
    init<Failure: RenderableError>(
        _ method: HTTPMethod, _ path: String, _ access: RouteAccess,
        _ handler: @escaping @Sendable (TokenServer) -> (EngineRequest) throws(Failure) -> EngineResponse
    ) {
        self.init(
            method: method, path: path, access: access,
            handler: { server, request in Self.rendering(handler(server), request) }, memoryHandler: nil)
    }

    init<Failure: RenderableError>(
        _ method: HTTPMethod, _ path: String, _ access: RouteAccess,
        suspending handler:
            @escaping @Sendable (TokenServer) -> (EngineRequest) async throws(Failure)
            -> EngineResponse
    ) {
        let answer: RouteTable.Handler = { server, request in
            do throws(Failure) {
                return try await handler(server)(request)
            } catch {
                return error.response
            }
        }
        self.init(method: method, path: path, access: access, handler: answer, memoryHandler: nil)
    }

    init<Failure: RenderableError>(
        _ method: HTTPMethod, _ path: String, _ access: RouteAccess,
        fromMemory handler:
            @escaping @Sendable (TokenServer) -> (EngineRequest) throws(Failure)
            -> EngineResponse
    ) {
        let answer: RouteTable.MemoryHandler = { server, request in Self.rendering(handler(server), request) }
        self.init(
            method: method, path: path, access: access, handler: { answer($0, $1) }, memoryHandler: answer)
    }

    private static func rendering<Failure: RenderableError>(
        _ handler: (EngineRequest) throws(Failure) -> EngineResponse, _ request: EngineRequest
    ) -> EngineResponse {
        do throws(Failure) {
            return try handler(request)
        } catch {
            return error.response
        }
    }
}

extension TokenServer {
    /// True when the server has a route for `method` and `path` that a fault may apply to: a fault
    /// for any other route could never apply, so adding one is refused. The simulation routes are
    /// not among them: a fault there could leave nobody able to clear the faults.
    package static func answers(method: HTTPMethod, path: String) -> Bool {
        faultableRoutes.contains { $0.method == method && $0.path == path }
    }

    /// The routes `answers(method:path:)` accepts, in the table's order (shell completion offers them).
    package static let faultableRoutes: [(method: HTTPMethod, path: String)] =
        RouteTable.standard.routes.filter { !isSimulationPath($0.path) }.map { ($0.method, $0.path) }
}
