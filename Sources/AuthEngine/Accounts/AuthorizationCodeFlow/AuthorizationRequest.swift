/// An OAuth 2.0 authorization request with PKCE (RFC 6749 §4.1.1, RFC 7636 §4.3): the URL the client
/// shows, and what the hosted login page reads back from it.
///
/// `code_challenge_method` is always `S256`; `plain` is refused, as RFC 7636 §7.2 advises.
package struct AuthorizationRequest: Sendable, Equatable {
    /// The hosted login page's authorize endpoint.
    package static let defaultEndpoint = "https://login.viper-auth.local/authorize"
    /// The only code challenge method this flow uses.
    package static let codeChallengeMethod = "S256"

    /// The authorize endpoint, without a query of its own.
    package var endpoint: String
    /// The client's registered identifier.
    package var clientID: String
    /// Where the provider sends the browser afterwards, such as `viperauth://callback`.
    package var redirectURI: String
    /// The unguessable value the redirect must echo, binding it to this request (CSRF protection).
    package var state: String
    /// `BASE64URL(SHA256(code_verifier))`, as `PKCE.challenge(for:)` computes it.
    package var codeChallenge: String
    /// The scopes asked for (`openid email`) in an OpenID request; nil leaves it out.
    package var scope: String?
    /// The value the ID token must carry back (OpenID Connect Core §3.1.2.1); nil leaves it out.
    package var nonce: String?

    /// Creates a request.
    package init(
        endpoint: String = AuthorizationRequest.defaultEndpoint,
        clientID: String,
        redirectURI: String,
        state: String,
        codeChallenge: String,
        scope: String? = nil,
        nonce: String? = nil
    ) {
        self.endpoint = endpoint
        self.clientID = clientID
        self.redirectURI = redirectURI
        self.state = state
        self.codeChallenge = codeChallenge
        self.scope = scope
        self.nonce = nonce
    }

    /// The authorize URL, every value percent-encoded, parameters in a fixed order.
    package var url: String {
        var parameters: [(name: String, value: String)] = [
            ("response_type", "code"), ("client_id", clientID), ("redirect_uri", redirectURI),
            ("state", state), ("code_challenge", codeChallenge),
            ("code_challenge_method", Self.codeChallengeMethod),
        ]
        if let scope { parameters.append(("scope", scope)) }
        if let nonce { parameters.append(("nonce", nonce)) }
        return QueryURL.build(base: endpoint, parameters: parameters)
    }

    /// Reads an authorize URL back, as the hosted login page does.
    ///
    /// Surrounding whitespace is ignored, and so are unknown parameters (RFC 6749 §3.1); the
    /// endpoint is returned as written, for the caller to compare with the one it serves.
    package static func parse(url: String) throws(AuthorizationRequestError) -> AuthorizationRequest {
        let parsed: QueryURL
        do {
            parsed = try QueryURL(url.trimmingWhitespace())
        } catch {
            switch error {
            case .malformed: throw .malformedURL
            case .duplicatedParameter: throw .duplicatedParameter
            }
        }
        func required(_ name: String) throws(AuthorizationRequestError) -> String {
            guard let value = parsed.parameters[name], !value.isEmpty else { throw .missingParameter(name) }
            return value
        }
        guard try required("response_type") == "code" else { throw .unsupportedResponseType }
        let clientID = try required("client_id")
        let redirectURI = try required("redirect_uri")
        let state = try required("state")
        let codeChallenge = try required("code_challenge")
        guard try required("code_challenge_method") == codeChallengeMethod else {
            throw .unsupportedCodeChallengeMethod
        }
        // An S256 challenge is the base64url form of a 32-byte SHA-256 digest, nothing else.
        guard Base64URL.decode(codeChallenge)?.count == SHA256.digestByteCount else {
            throw .invalidCodeChallenge
        }
        return AuthorizationRequest(
            endpoint: String(parsed.base), clientID: clientID, redirectURI: redirectURI, state: state,
            codeChallenge: codeChallenge)
    }
}
