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

    static let standard = RouteTable(routes: [
        Route(method: .get, path: "/v1/config") { server, _ in try server.configurationRoute() },
        Route(method: .post, path: "/v1/accounts") { server, request in try server.signUp(request) },
        Route(method: .post, path: "/v1/idp/credentials") { server, request in
            try server.signInWithCredentials(request)
        },
        Route(method: .post, path: "/v1/registrations") { server, request in try server.register(request) },
        Route(method: .post, path: "/v1/auth/login/start") { server, request in try server.startLogin(request) },
        Route(method: .post, path: "/v1/auth/login") { server, request in try server.finishLogin(request) },
        Route(method: .post, path: "/v1/auth/refresh") { server, request in try server.refresh(request) },
        Route(method: .post, path: "/v1/auth/logout") { server, request in try server.logout(request) },
        Route(method: .get, path: "/v1/auth/me") { server, request in try server.me(request) },
    ])
}
