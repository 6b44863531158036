/// The routes of the identity providers besides credentials, and of stateless sessions.
extension RouteTable {
    static let identityProviderRoutes: [Route] = [
        Route(method: .post, path: "/v1/idp/browser/token") { (server, request) throws(ServerFailure) in
            try server.exchangeAuthorizationCode(request)
        },
        Route(method: .post, path: "/v1/idp/two-step") { (server, request) throws(ServerFailure) in
            try await server.startTwoStepRegistration(request)
        },
        Route(method: .post, path: "/v1/idp/two-step/answer") { (server, request) throws(ServerFailure) in
            try server.answerTwoStepRegistration(request)
        },
        Route(method: .post, path: "/v1/idp/one-time-code") { (server, request) throws(ServerFailure) in
            try server.redeemOneTimeCode(request)
        },
        Route(method: .post, path: "/v1/auth/stateless") { (server, request) throws(ServerFailure) in
            try server.startStatelessSession(request)
        },
        Route(method: .post, path: "/v1/auth/stateless/refresh") { (server, request) throws(ServerFailure) in
            try server.refreshStatelessSession(request)
        },
    ]
}
