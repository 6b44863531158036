/// The OpenID provider's discovery document and userinfo endpoint.
extension TokenServer {
    /// The provider's endpoints, by their discovery field: adding an endpoint is one line here and
    /// one in `RouteTable`.
    static let openIDEndpoints: [(field: String, path: String)] = [
        ("authorization_endpoint", LoginPage.path),
        ("token_endpoint", "/oauth2/token"),
        ("userinfo_endpoint", "/oauth2/userinfo"),
        ("revocation_endpoint", "/oauth2/revoke"),
        ("introspection_endpoint", "/oauth2/introspect"),
        ("device_authorization_endpoint", DevicePage.authorizationPath),
        ("jwks_uri", "/oauth2/jwks"),
    ]

    /// `GET /.well-known/openid-configuration` (OpenID Connect Discovery 1.0 §3, RFC 8414 §2).
    func openIDConfiguration(_ request: EngineRequest) throws(OAuthErrorResponse) -> EngineResponse {
        let issuer = openIDIssuer
        let clientMethods: [String] =
            configuration.openIDClients.hasConfidentialClients
            ? ["none", "client_secret_basic", "client_secret_post"] : ["none"]
        let algorithms = OpenIDClient.signingAlgorithms.filter { algorithm in
            configuration.providerKeys.algorithms.contains { $0.rawValue == algorithm }
        }
        var members: [String: JSONValue] = [
            "issuer": .string(issuer),
            "response_types_supported": strings(["code"]),
            "response_modes_supported": strings(["query"]),
            "grant_types_supported": strings(TokenGrant.allCases.map(\.rawValue)),
            "subject_types_supported": strings(["public"]),
            "id_token_signing_alg_values_supported": strings(algorithms),
            "code_challenge_methods_supported": strings([AuthorizationRequest.codeChallengeMethod]),
            "token_endpoint_auth_methods_supported": strings(clientMethods),
            "revocation_endpoint_auth_methods_supported": strings(clientMethods),
            "introspection_endpoint_auth_methods_supported": strings(
                clientMethods.filter { $0 != "none" }),
            "scopes_supported": strings(AuthorizeParameters.supportedScopes),
            "claims_supported": strings([
                "iss", "sub", "aud", "exp", "iat", "auth_time", "nonce", "at_hash", "email", "name",
            ]),
        ]
        for endpoint in Self.openIDEndpoints { members[endpoint.field] = .string(issuer + endpoint.path) }
        return EngineResponse(
            status: 200, contentType: EngineResponse.jsonType, body: JSONValue.object(members).serialized())
    }

    /// `GET` or `POST /oauth2/userinfo` (OpenID Connect Core §5.3, Bearer): the claims
    /// `GET /v1/auth/me` answers with, and `sub`, `email` and `name` as OpenID names them.
    func userInfoEndpoint(_ request: EngineRequest, _ authorization: Authorization) throws(ServerFailure)
        -> EngineResponse
    {
        let user = authorization.account.userInfo(activeContextIndex: authorization.session.contextIndex)
        guard case .object(var members)? = try? JSONValue.parse(WireCoding.encode(user)) else {
            throw .storage(.encodingFailed(name: "userinfo"))
        }
        members["sub"] = .string(authorization.account.id)
        members["name"] = .string(authorization.account.fullName)
        return EngineResponse(
            status: 200, contentType: EngineResponse.jsonType, headers: ["Cache-Control": "no-store"],
            body: JSONValue.object(members).serialized())
    }

    private func strings(_ values: [String]) -> JSONValue {
        .array(values.map(JSONValue.string))
    }
}
