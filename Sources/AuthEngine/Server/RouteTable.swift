/// The token server's routes: one table from (method, path) to a handler.
struct RouteTable: Sendable {
    typealias Handler = @Sendable (TokenServer, EngineRequest) async throws(ServerFailure) -> EngineResponse

    struct Route: Sendable {
        var method: HTTPMethod
        var path: String
        var handler: Handler
    }

    let routes: [Route]

    func route(for request: EngineRequest) -> Route? {
        routes.first { $0.method == request.method && $0.path == request.path }
    }

    /// Every route the server answers; each area of the server declares its own list in its file.
    static let standard = RouteTable(
        routes: accountRoutes + registrationRoutes + loginRoutes + tokenRoutes + authenticatorRoutes
            + identityProviderRoutes + deviceRoutes + pushRoutes + resourceRoutes + disconnectRoutes
            + TokenServer.pushServiceRoutes + TokenServer.hostedPageRoutes + TokenServer.simulationRoutes)

    static let accountRoutes: [Route] = [
        Route(method: .get, path: "/v1/config") { (server, _) throws(ServerFailure) in
            try server.configurationRoute()
        },
        Route(method: .post, path: "/v1/accounts") { (server, request) throws(ServerFailure) in
            try await server.signUp(request)
        },
        Route(method: .post, path: "/v1/idp/credentials") { (server, request) throws(ServerFailure) in
            try await server.signInWithCredentials(request)
        },
    ]

    static let registrationRoutes: [Route] = [
        Route(method: .post, path: "/v1/registrations") { (server, request) throws(ServerFailure) in
            try server.register(request)
        }
    ]

    static let loginRoutes: [Route] = [
        Route(method: .post, path: "/v1/auth/login/start") { (server, request) throws(ServerFailure) in
            try server.startLogin(request)
        },
        Route(method: .post, path: "/v1/auth/login") { (server, request) throws(ServerFailure) in
            try server.finishLogin(request)
        },
    ]

    static let tokenRoutes: [Route] = [
        Route(method: .post, path: "/v1/auth/refresh") { (server, request) throws(ServerFailure) in
            try server.refresh(request)
        },
        Route(method: .post, path: "/v1/auth/logout") { (server, request) throws(ServerFailure) in
            try server.logout(request)
        },
        Route(method: .get, path: "/v1/auth/me") { (server, request) throws(ServerFailure) in
            try server.me(request)
        },
    ]
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
