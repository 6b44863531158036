/// One sign-in through an OpenID provider's authorize endpoint, from the client's side: the
/// authorize URL, and the values only this sign-in knows (`state`, `nonce`, the PKCE verifier),
/// which the redirect, the ID token and the token request must match.
package struct OpenIDSignIn: Sendable, CustomStringConvertible {
    /// The scopes asked for unless told otherwise: an ID token, with the email.
    package static let defaultScope = "openid email"

    /// The authorize request, with its redirect URI, `state`, `nonce` and S256 challenge.
    package let request: AuthorizationRequest
    /// The PKCE verifier (RFC 7636 §4.1), sent only to the token endpoint.
    package let codeVerifier: String

    /// A sign-in with a fresh random `nonce` and verifier, and `state` (fresh unless given: a
    /// loopback listener is started with its `state` before its port, and so the redirect URI, is known).
    package init(
        authorizeEndpoint: String, clientID: String, redirectURI: String, scope: String = defaultScope,
        state: String = OpenIDSignIn.makeState()
    ) {
        let verifier = PKCE.makeVerifier()
        codeVerifier = verifier
        request = AuthorizationRequest(
            endpoint: authorizeEndpoint, clientID: clientID, redirectURI: redirectURI, state: state,
            codeChallenge: Self.challenge(for: verifier), scope: scope,
            nonce: Base64URL.encode(SecureRandom.bytes(count: 16)))
    }

    /// A fresh `state`: 128 random bits, base64url.
    package static func makeState() -> String {
        Base64URL.encode(SecureRandom.bytes(count: 16))
    }

    /// The URL to open in the browser.
    package var url: String { request.url }
    /// The `state` the redirect must carry.
    package var state: String { request.state }
    /// The `nonce` the ID token must carry; `request.nonce` is never nil here.
    package var nonce: String { request.nonce ?? "" }

    /// The client and redirect, never the verifier.
    package var description: String {
        "OpenIDSignIn(client: \(request.clientID), redirect: \(request.redirectURI))"
    }

    private static func challenge(for verifier: String) -> String {
        do {
            return try PKCE.challenge(for: verifier)
        } catch {
            // The verifier is `PKCE.makeVerifier()`'s, never input; PKCETests check that every
            // verifier it makes is accepted.
            preconditionFailure("PKCE.makeVerifier made a verifier PKCE.challenge refuses: \(error)")
        }
    }
}
