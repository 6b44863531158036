/// The tokens the token endpoint gave for a code (RFC 6749 §5.1, OpenID Connect Core §3.1.3.3).
package struct OpenIDTokens: Sendable, Equatable {
    /// The access token, for `Authorization: Bearer`.
    package let accessToken: RedactedToken
    /// The ID token, a JWS the caller verifies before believing a claim in it.
    package let idToken: RedactedToken
    /// The refresh token, when the client may refresh.
    package let refreshToken: RedactedToken?
    /// Seconds until the access token expires, as the server said.
    package let expiresIn: Int
    /// The scopes granted.
    package let scope: String?
}

/// Why a code could not be exchanged.
package enum OpenIDTokenExchangeError: Error, Sendable, Equatable {
    /// The token endpoint could not be reached.
    case transport(TransportError)
    /// The token endpoint refused, with its RFC 6749 §5.2 error code (`invalid_grant`, …).
    case refused(code: String)
    /// The answer is not a token response: not JSON, no `access_token` or `id_token`, or not `Bearer`.
    case malformedResponse(status: Int)
}

/// Exchanges the code a sign-in's redirect carried at the provider's token endpoint, with the
/// verifier only that sign-in knows (RFC 6749 §4.1.3, RFC 7636 §4.5), as a public client.
package enum OpenIDTokenExchange {
    /// Where the provider's token endpoint is.
    package static let tokenPath = "/oauth2/token"

    /// Sends the code and returns the tokens, or why not.
    package static func exchange(
        _ code: RedactedToken, for signIn: OpenIDSignIn, over transport: any EngineTransport,
        path: String = tokenPath
    ) async throws(OpenIDTokenExchangeError) -> OpenIDTokens {
        let form = FormFields([
            ("grant_type", "authorization_code"), ("code", code.unredactedValue),
            ("redirect_uri", signIn.request.redirectURI), ("client_id", signIn.request.clientID),
            ("code_verifier", signIn.codeVerifier),
        ])
        return try await requestTokens(form, over: transport, path: path)
    }

    /// Posts `form` to the token endpoint at `path` and returns the tokens, or why not: one reading
    /// of the answer for every grant a public client uses (code, device code).
    package static func requestTokens(
        _ form: FormFields, over transport: any EngineTransport, path: String = tokenPath
    ) async throws(OpenIDTokenExchangeError) -> OpenIDTokens {
        let request = EngineRequest(
            method: .post, path: path,
            headers: ["Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"],
            body: Array(form.encoded.utf8))
        let response: EngineResponse
        do {
            response = try await transport.send(request)
        } catch {
            throw .transport(error)
        }
        return try tokens(from: response)
    }

    /// The token endpoint's answer read: the tokens of a 200 answer that carries them, else the
    /// endpoint's error code when it is one this client may pass on, else malformed.
    static func tokens(from response: EngineResponse) throws(OpenIDTokenExchangeError) -> OpenIDTokens {
        let body = try? JSONValue.parse(response.body).objectValue
        guard response.status == 200 else {
            guard let code = body?["error"]?.stringValue, isErrorCode(code) else {
                throw .malformedResponse(status: response.status)
            }
            throw .refused(code: code)
        }
        guard let body, let accessToken = body["access_token"]?.stringValue,
            let idToken = body["id_token"]?.stringValue,
            body["token_type"]?.stringValue?.lowercased() == "bearer",
            let expiresIn = body["expires_in"]?.integerValue
        else { throw .malformedResponse(status: response.status) }
        return OpenIDTokens(
            accessToken: RedactedToken(accessToken), idToken: RedactedToken(idToken),
            refreshToken: body["refresh_token"]?.stringValue.map(RedactedToken.init),
            expiresIn: Int(expiresIn), scope: body["scope"]?.stringValue)
    }

    /// RFC 6749 §5.2's `error` characters, and short: anything else is not passed on, since it
    /// would reach the terminal.
    static func isErrorCode(_ code: String) -> Bool {
        !code.isEmpty && code.utf8.count <= 64
            && code.utf8.allSatisfy { (0x20...0x7e).contains($0) && $0 != 0x22 && $0 != 0x5c }
    }
}
