/// Who may call a route: the policy the access step enforces before the route's handler runs
/// (`RouteTable.Route.answer`, and `ServerPipeline` for the control routes' peers).
package enum RouteAccess: Sendable, Equatable {
    /// Anyone; the body carries whatever proof the route needs (a password, a SCRAM proof, a ticket).
    case `public`
    /// A session's access token (`Authorization: Bearer`), verified before the handler runs, which
    /// gets the session it stands for.
    case bearer
    /// A device's signed nonce (`DeviceProof`), verified before the handler runs, which gets the
    /// device it proves.
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
    typealias Handler = @Sendable (TokenServer, EngineRequest, RouteCaller) async -> EngineResponse
    typealias MemoryHandler = @Sendable (TokenServer, EngineRequest, RouteCaller) -> EngineResponse

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
        /// The answer to a caller the access step refuses: the /v1 routes' `{code,message}` unless
        /// the route says otherwise (`challengingBearer()`).
        var refusal: @Sendable (ServerFailure) -> EngineResponse = { $0.response }

        /// True when it may be answered from memory, on the caller's thread.
        package var answersFromMemory: Bool { memoryHandler != nil }

        /// The answer to `request`: the access step this route declares, then the handler with
        /// the caller it verified; a caller it refuses never reaches the handler.
        func answer(_ server: TokenServer, _ request: EngineRequest) async -> EngineResponse {
            do throws(ServerFailure) {
                let caller = try server.admit(request, to: access)
                return await handler(server, request, caller)
            } catch {
                return refusal(error)
            }
        }

        /// `answer` without suspending, for a route that reads only memory; nil for any other.
        func answerFromMemory(_ server: TokenServer, _ request: EngineRequest) -> EngineResponse? {
            guard let memoryHandler else { return nil }
            do throws(ServerFailure) {
                return memoryHandler(server, request, try server.admit(request, to: access))
            } catch {
                return refusal(error)
            }
        }
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
        Route(.get, "/v1/auth/me", bearer: TokenServer.me, fromMemory: true),
        Route(.post, "/v1/authenticators", bearer: TokenServer.registerAuthenticator),
        Route(.post, "/v1/authenticators/remove", bearer: TokenServer.deregisterAuthenticator),
        Route(.post, "/v1/auth/pin", bearer: TokenServer.changePin),
        Route(.post, "/v1/idp/browser/token", .public, TokenServer.exchangeAuthorizationCode),
        Route(.post, OpenIDTicketRoute.path, bearer: TokenServer.openIDTicket),
        Route(.post, "/v1/idp/two-step", .public, suspending: TokenServer.startTwoStepRegistration),
        Route(.post, "/v1/idp/two-step/answer", .public, TokenServer.answerTwoStepRegistration),
        Route(.post, "/v1/idp/one-time-code", .public, TokenServer.redeemOneTimeCode),
        Route(.post, "/v1/auth/stateless", .public, TokenServer.startStatelessSession),
        Route(.post, "/v1/auth/stateless/refresh", bearer: TokenServer.refreshStatelessSession),
        Route(.post, "/v1/devices/key", bearer: TokenServer.registerDeviceKey),
        Route(.post, "/v1/devices/nonce", .public, TokenServer.deviceNonce),
        Route(.get, "/v1/enrollments", bearer: TokenServer.enrollments),
        Route(.post, "/v1/enrollments/mobile-auth", bearer: TokenServer.enrollMobileAuthentication),
        Route(.post, "/v1/enrollments/push", bearer: TokenServer.enrollPush),
        Route(.post, "/v1/push/pending", deviceProof: TokenServer.pendingPushRequests),
        Route(.post, "/v1/push/deny", deviceProof: TokenServer.denyPushRequest),
        Route(.post, "/v1/push/otp", deviceProof: TokenServer.answerOneTimePassword),
        Route(.post, "/v1/push/confirm/start", deviceProof: TokenServer.startPushConfirmation),
        Route(.post, "/v1/push/confirm", deviceProof: TokenServer.finishPushConfirmation),
        Route(.post, "/v1/auth/context", bearer: TokenServer.switchContext),
        Route(.get, "/v1/devices", bearer: TokenServer.listDevices),
        Route(.post, "/v1/implicit", deviceProof: TokenServer.implicitData),
        Route(.post, "/v1/app", deviceProof: TokenServer.appDetails),
        Route(.post, "/v1/app-to-web", bearer: TokenServer.createAppToWebToken),
        Route(.post, "/v1/devices/deregister", deviceProof: TokenServer.disconnectProfile),
        Route(.post, "/v1/devices/registrations", deviceProof: TokenServer.deviceRegistrations),
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
        Route(.get, "/.well-known/openid-configuration", .public, TokenServer.openIDConfiguration),
        Route(.get, "/oauth2/authorize", .public, TokenServer.authorizePage),
        Route(.post, "/oauth2/authorize", .public, suspending: TokenServer.authorizeForm),
        Route(.post, "/oauth2/token", .public, suspending: TokenServer.tokenEndpoint),
        Route(.get, "/oauth2/userinfo", bearer: TokenServer.userInfoEndpoint).challengingBearer(),
        Route(.post, "/oauth2/userinfo", bearer: TokenServer.userInfoEndpoint).challengingBearer(),
        Route(.post, "/oauth2/revoke", .public, TokenServer.revocationEndpoint),
        Route(.post, "/oauth2/introspect", .public, TokenServer.introspectionEndpoint),
        Route(.post, "/oauth2/device_authorization", .public, TokenServer.deviceAuthorizationEndpoint),
        Route(.get, "/oauth2/device", .public, TokenServer.deviceVerificationPage),
        Route(.post, "/oauth2/device", .public, suspending: TokenServer.deviceVerificationForm),
        Route(.get, "/oauth2/jwks", .public, suspending: TokenServer.jwks),
    ])
}

extension RouteTable.Route {
    /// The route refusing a missing or invalid access token as an OAuth protected resource does
    /// (RFC 6750 §3, OpenID Connect Core §5.3.3): 401 with `WWW-Authenticate: Bearer
    /// error="invalid_token"` and an `{error,error_description}` body; other failures as before.
    func challengingBearer() -> Self {
        var route = self
        route.refusal = { failure in
            guard failure.status == 401 else { return failure.response }
            return OAuthErrorResponse(
                status: 401, code: "invalid_token",
                description: "The access token is missing, expired or revoked."
            ).response
        }
        return route
    }

    init<Failure: RenderableError>(
        _ method: HTTPMethod, _ path: String, _ access: RouteAccess,
        _ handler: @escaping @Sendable (TokenServer) -> (EngineRequest) throws(Failure) -> EngineResponse
    ) {
        self.init(
            method: method, path: path, access: access,
            handler: { server, request, _ in Self.rendering(handler(server), request) }, memoryHandler: nil)
    }

    init<Failure: RenderableError>(
        _ method: HTTPMethod, _ path: String, _ access: RouteAccess,
        suspending handler:
            @escaping @Sendable (TokenServer) -> (EngineRequest) async throws(Failure)
            -> EngineResponse
    ) {
        let answer: RouteTable.Handler = { server, request, _ in
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
        let answer: RouteTable.MemoryHandler = { server, request, _ in
            Self.rendering(handler(server), request)
        }
        self.init(
            method: method, path: path, access: access, handler: { answer($0, $1, $2) }, memoryHandler: answer
        )
    }

    init(
        _ method: HTTPMethod, _ path: String,
        bearer handler:
            @escaping @Sendable (TokenServer) -> (EngineRequest, Authorization) throws(ServerFailure)
            -> EngineResponse,
        fromMemory: Bool = false
    ) {
        let answer = Self.session(handler)
        self.init(
            method: method, path: path, access: .bearer, handler: { answer($0, $1, $2) },
            memoryHandler: fromMemory ? answer : nil)
    }

    init(
        _ method: HTTPMethod, _ path: String,
        deviceProof handler:
            @escaping @Sendable (TokenServer) -> (EngineRequest, AuthenticatedDevice) throws(ServerFailure)
            -> EngineResponse
    ) {
        let answer: RouteTable.MemoryHandler = { server, request, caller in
            // The access step admits to a device-proof route only a device it authenticated.
            guard case .device(let device) = caller else {
                return ServerFailure.deviceNotAuthenticated.response
            }
            return Self.rendering(
                { (request) throws(ServerFailure) in try handler(server)(request, device) }, request)
        }
        self.init(
            method: method, path: path, access: .deviceProof, handler: { answer($0, $1, $2) },
            memoryHandler: nil)
    }

    private static func session(
        _ handler:
            @escaping @Sendable (TokenServer) -> (EngineRequest, Authorization) throws(ServerFailure)
            -> EngineResponse
    ) -> RouteTable.MemoryHandler {
        { server, request, caller in
            // The access step admits to a bearer route only a session it verified.
            guard case .session(let authorization) = caller else {
                return ServerFailure.invalidAccessToken.response
            }
            return Self.rendering(
                { (request) throws(ServerFailure) in try handler(server)(request, authorization) }, request)
        }
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

/// Who the access step found a request to come from, handed to the route's handler.
enum RouteCaller: Sendable {
    /// Nobody verified: a public route, or a control route (whose peer the chain checks).
    case unverified
    /// The session a valid access token stands for.
    case session(Authorization)
    /// The device whose proof checked out.
    case device(AuthenticatedDevice)
}

/// A device that proved it holds its registered key, for one request.
struct AuthenticatedDevice: Sendable, Equatable {
    /// The device's id, as registered.
    var id: String
}

extension TokenServer {
    /// The access step: verifies what `access` demands of `request`, once, and says who it came from.
    func admit(_ request: EngineRequest, to access: RouteAccess) throws(ServerFailure) -> RouteCaller {
        switch access {
        case .public, .control: .unverified
        case .bearer: .session(try authorize(request))
        case .deviceProof: .device(AuthenticatedDevice(id: try authenticateDevice(request)))
        }
    }

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
