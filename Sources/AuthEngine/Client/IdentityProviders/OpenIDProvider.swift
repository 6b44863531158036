/// What the client learns from the provider's discovery document (OpenID Connect Discovery 1.0
/// §3): the issuer ID tokens must name, where the browser goes, and the paths of the endpoints the
/// client itself calls over its transport.
struct OpenIDProviderMetadata: Sendable, Equatable {
    static let discoveryPath = "/.well-known/openid-configuration"

    var issuer: String
    var authorizationEndpoint: String
    var tokenPath: String
    var jwksPath: String
    var deviceAuthorizationPath: String?

    /// The metadata in `document`, or nil when a required member is missing or not an absolute URL.
    init?(_ document: [String: JSONValue]) {
        guard let issuer = document["issuer"]?.stringValue, Self.path(of: issuer) != nil,
            let authorize = document["authorization_endpoint"]?.stringValue, Self.path(of: authorize) != nil,
            let token = document["token_endpoint"]?.stringValue.flatMap(Self.path(of:)),
            let jwks = document["jwks_uri"]?.stringValue.flatMap(Self.path(of:))
        else { return nil }
        self.issuer = issuer
        authorizationEndpoint = authorize
        tokenPath = token
        jwksPath = jwks
        deviceAuthorizationPath = document["device_authorization_endpoint"]?.stringValue.flatMap(
            Self.path(of:))
    }

    /// The path of an absolute `http(s)` URL (`/` when it has none), without its query: the client
    /// reaches every endpoint through its own transport, whatever host the document names.
    ///
    /// The delimiters are read as bytes: a `?` followed by a combining mark is one `Character`
    /// that is not `?`, but it starts a query all the same.
    static func path(of url: String) -> String? {
        let bytes = url.utf8
        guard let schemeEnd = bytes.firstRange(of: "://".utf8),
            ["http", "https"].contains(
                String(decoding: bytes[..<schemeEnd.lowerBound], as: UTF8.self).lowercased())
        else { return nil }
        let rest = bytes[schemeEnd.upperBound...]
        guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return rest.isEmpty ? nil : "/" }
        guard slash != rest.startIndex else { return nil }
        let path = rest[slash...].prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        return String(decoding: path, as: UTF8.self)
    }
}

/// The provider's endpoints as the registering client calls them, every failure an `AuthError`
/// that names what failed and passes none of the provider's text on.
extension AuthClient {
    /// `GET /.well-known/openid-configuration`.
    func discoverProvider() async throws(AuthError) -> OpenIDProviderMetadata {
        let response = try await send(EngineRequest(method: .get, path: OpenIDProviderMetadata.discoveryPath))
        guard response.isSuccess else { throw Self.unexpectedAnswer(response) }
        guard let document = try? JSONValue.parse(response.body).objectValue,
            let metadata = OpenIDProviderMetadata(document)
        else { throw .serverNotTrusted }
        return metadata
    }

    /// The provider's ID token checked against its published keys: signature, issuer, audience,
    /// `nonce` when the grant sent one, and times on this device's clock.
    func verifiedIDToken(
        _ tokens: OpenIDTokens, provider: OpenIDProviderMetadata, nonce: String?
    ) async throws(AuthError) {
        let response = try await send(EngineRequest(method: .get, path: provider.jwksPath))
        guard response.isSuccess else { throw Self.unexpectedAnswer(response) }
        let keys: JWKSet
        do {
            keys = try JWKSet(json: try JSONValue.parse(response.body))
        } catch {
            throw .serverNotTrusted
        }
        let expectations = IDTokenExpectations(
            issuer: provider.issuer, clientID: BrowserLogin.clientID, nonce: nonce)
        do {
            _ = try expectations.verify(tokens.idToken, keys: keys, now: clock.now)
        } catch {
            throw .idTokenRejected(error)
        }
    }

    /// `POST /v1/idp/openid/ticket`: the provider's access token traded, once, for a registration
    /// ticket.
    func registrationTicket(for tokens: OpenIDTokens) async throws(AuthError) -> TicketBody {
        do throws(ServerRefusal) {
            return try await api.call(
                .post, OpenIDTicketRoute.path, bearer: tokens.accessToken.unredactedValue, as: TicketBody.self
            )
        } catch {
            throw error.authError
        }
    }

    /// The typed error for a token endpoint's refusal.
    static func authError(for error: OpenIDTokenExchangeError) -> AuthError {
        switch error {
        case .transport(let error): .transport(error)
        case .refused(code: "invalid_grant"): .authorizationCodeRejected
        case .refused(code: "temporarily_unavailable"): .serverUnavailable
        case .refused: .rejected(.malformedRequest)
        case .malformedResponse(let status): status >= 500 ? .serverUnavailable : .serverNotTrusted
        }
    }

    /// Sends `request` over the client's transport.
    func send(_ request: EngineRequest) async throws(AuthError) -> EngineResponse {
        do {
            return try await api.transport.send(request)
        } catch {
            throw .transport(error)
        }
    }

    /// A failure answer from an endpoint whose answers are not the /v1 routes' shape.
    static func unexpectedAnswer(_ response: EngineResponse) -> AuthError {
        switch response.status {
        case 500...: .serverUnavailable
        case 404: .rejected(.unsupportedRequest)
        default: .serverNotTrusted
        }
    }
}

/// Where the OpenID ticket route is, for the server's table and the client alike.
enum OpenIDTicketRoute {
    static let path = "/v1/idp/openid/ticket"
}
