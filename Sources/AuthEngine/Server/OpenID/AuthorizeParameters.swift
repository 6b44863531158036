/// An OpenID authorization request (RFC 6749 §4.1.1, RFC 7636 §4.3, OpenID Connect Core §3.1.2.1)
/// that passed every check, as the login page carries it from `GET` to `POST`.
struct AuthorizeParameters: Sendable, Equatable {
    var client: OpenIDClient
    var redirectURI: String
    var scope: [String]
    var state: String?
    var nonce: String?
    var codeChallenge: String

    /// The scopes this provider knows; asking for another is `invalid_scope`.
    static let supportedScopes = ["openid", "profile", "email"]
    /// The longest value accepted for any parameter, in bytes.
    static let maximumValueLength = 512

    /// The request parameters in a fixed order: the page's hidden fields, and what the CSRF token
    /// is bound to.
    var fields: [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = [
            ("response_type", "code"), ("client_id", client.id), ("redirect_uri", redirectURI),
            ("scope", scope.joined(separator: " ")), ("code_challenge", codeChallenge),
            ("code_challenge_method", AuthorizationRequest.codeChallengeMethod),
        ]
        if let state { fields.append(("state", state)) }
        if let nonce { fields.append(("nonce", nonce)) }
        return fields
    }

    /// True when the request asks for an ID token.
    var isOpenID: Bool { scope.contains("openid") }

    /// Why a request cannot be served: an error page when there is no redirect URI to trust
    /// (RFC 6749 §4.1.2.1), otherwise an error sent back to the client.
    enum Refusal: Error, Equatable {
        case page(String)
        case redirect(OAuthErrorResponse, redirectURI: String, state: String?)
    }

    /// Checks the parameters of a request in RFC 6749 §4.1.2.1's order: the client and its
    /// redirect URI first, since until both are known good no error may be redirected; then the
    /// rest. Names outside the request (`ignoring`, the form's own fields) are not read.
    static func check(
        _ fields: FormFields, clients: OpenIDClientRegistry, ignoring formFields: Set<String> = []
    ) throws(Refusal) -> AuthorizeParameters {
        var values: [String: String] = [:]
        var repeated: [String] = []
        for pair in fields.pairs where !formFields.contains(pair.name) {
            if values.updateValue(pair.value, forKey: pair.name) != nil { repeated.append(pair.name) }
        }
        for name in ["client_id", "redirect_uri"] where repeated.contains(name) {
            throw .page("The request gives \(name) more than once.")
        }
        guard let clientID = values["client_id"], !clientID.isEmpty else {
            throw .page("The request has no client_id.")
        }
        guard let client = clients[clientID] else {
            throw .page("No client is registered as \(clientID.debugDescription).")
        }
        guard let redirectURI = values["redirect_uri"], !redirectURI.isEmpty else {
            throw .page("The request has no redirect_uri.")
        }
        guard redirectURI.utf8.count <= maximumValueLength, client.acceptsRedirectURI(redirectURI) else {
            throw .page("The redirect_uri is not one registered for \(clientID.debugDescription).")
        }
        let state = values["state"].flatMap { $0.isEmpty ? nil : $0 }
        let nonce = values["nonce"].flatMap { $0.isEmpty ? nil : $0 }
        func refuse(_ code: String, _ description: String) -> Refusal {
            // A state too long or unprintable to echo is dropped rather than repeated back.
            let echoed = state.flatMap { isPrintable($0, maximumLength: maximumValueLength) ? $0 : nil }
            return .redirect(
                OAuthErrorResponse(code: code, description: description), redirectURI: redirectURI,
                state: echoed)
        }
        if let name = repeated.first {
            throw refuse("invalid_request", "The parameter \(name) is given more than once.")
        }
        if let long = fields.pairs.first(where: {
            !formFields.contains($0.name) && $0.value.utf8.count > maximumValueLength
        }) {
            throw refuse(
                "invalid_request", "The parameter \(long.name) is longer than \(maximumValueLength) bytes.")
        }
        guard let responseType = values["response_type"], !responseType.isEmpty else {
            throw refuse("invalid_request", "The parameter response_type is missing.")
        }
        guard responseType == "code" else {
            throw refuse("unsupported_response_type", "Only the response_type code is supported.")
        }
        guard client.allows(grantType: "authorization_code") else {
            throw refuse("unauthorized_client", "The client may not use the authorization code grant.")
        }
        for (name, value) in [("state", state), ("nonce", nonce)] {
            if let value, !isPrintable(value, maximumLength: maximumValueLength) {
                throw refuse("invalid_request", "The parameter \(name) must be printable ASCII.")
            }
        }
        let scope = (values["scope"] ?? "").split(separator: " ").map(String.init)
        guard scope.allSatisfy(supportedScopes.contains) else {
            throw refuse(
                "invalid_scope", "The scopes supported are \(supportedScopes.joined(separator: ", ")).")
        }
        guard let codeChallenge = values["code_challenge"], !codeChallenge.isEmpty else {
            throw refuse("invalid_request", "PKCE is required: the parameter code_challenge is missing.")
        }
        guard values["code_challenge_method"] == AuthorizationRequest.codeChallengeMethod else {
            throw refuse("invalid_request", "The parameter code_challenge_method must be S256.")
        }
        // An S256 challenge is the base64url form of a 32-byte SHA-256 digest, nothing else.
        guard Base64URL.decode(codeChallenge)?.count == SHA256.digestByteCount else {
            throw refuse("invalid_request", "The code_challenge is not a base64url SHA-256 digest.")
        }
        // No sign-in outlives its request here, so one that allows no page cannot be met (OIDC Core §3.1.2.6).
        if (values["prompt"] ?? "").split(separator: " ").contains("none") {
            throw refuse("login_required", "prompt=none: this provider keeps no sign-in to reuse.")
        }
        return AuthorizeParameters(
            client: client, redirectURI: redirectURI, scope: scope, state: state,
            nonce: nonce, codeChallenge: codeChallenge)
    }

    /// True for 1 to `maximumLength` bytes of printable ASCII (space included).
    static func isPrintable(_ text: String, maximumLength: Int) -> Bool {
        (1...maximumLength).contains(text.utf8.count) && text.utf8.allSatisfy { (0x20...0x7e).contains($0) }
    }
}

extension OAuthErrorResponse {
    /// The redirect for `refusal`, 303 after a form post so the browser follows with a `GET`.
    static func redirect(_ refusal: OAuthErrorResponse, to uri: String, state: String?, status: Int)
        -> EngineResponse
    {
        var response = refusal.redirect(to: uri, state: state)
        response.status = status
        return response
    }
}
