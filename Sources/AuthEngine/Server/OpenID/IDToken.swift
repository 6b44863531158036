/// A private key the provider signs ID tokens with; the keys step supplies Ed25519 and RSA ones,
/// and publishes their public halves at the JWKS endpoint under the same `kid`.
package protocol IDTokenSigningKey: Sendable {
    /// The `kid` the JWS header names, so a client picks the matching public key.
    var keyID: String { get }
    /// The JWS `alg`: `RS256` or `EdDSA`.
    var algorithm: String { get }
    /// The signature over the JWS signing input (`BASE64URL(header) "." BASE64URL(payload)`).
    func signature(for signingInput: [UInt8]) -> [UInt8]
}

/// The claims of one ID token (OpenID Connect Core §2), before it is signed.
struct IDTokenClaims: Sendable, Equatable {
    var issuer: String
    var subject: String
    var audience: String
    var issuedAt: Int64
    var expiresAt: Int64
    var authTime: Int64
    var nonce: String?
    var accessTokenHash: String?
    var email: String?
    var name: String?

    var json: JSONValue {
        var members: [String: JSONValue] = [
            "iss": .string(issuer), "sub": .string(subject), "aud": .string(audience),
            "iat": .integer(issuedAt), "exp": .integer(expiresAt), "auth_time": .integer(authTime),
        ]
        if let nonce { members["nonce"] = .string(nonce) }
        if let accessTokenHash { members["at_hash"] = .string(accessTokenHash) }
        if let email { members["email"] = .string(email) }
        if let name { members["name"] = .string(name) }
        return .object(members)
    }
}

/// Signing ID tokens as compact JWS (RFC 7515) with an asymmetric key anyone can check.
enum IDToken {
    /// `claims` signed by `key`, the header naming its `alg` and `kid` and `typ` `JWT`.
    static func sign(_ claims: IDTokenClaims, with key: any IDTokenSigningKey) -> String {
        let header: JSONValue = .object([
            "alg": .string(key.algorithm), "kid": .string(key.keyID), "typ": .string("JWT"),
        ])
        var signingInput = Base64URL.encodeToUTF8(header.serialized())
        signingInput.append(UInt8(ascii: "."))
        signingInput.append(contentsOf: Base64URL.encodeToUTF8(claims.json.serialized()))
        let signature = key.signature(for: signingInput)
        return String(decoding: signingInput, as: UTF8.self) + "." + Base64URL.encode(signature)
    }

    /// `at_hash` (OpenID Connect Core §3.1.3.6): the left half of the hash the `alg` names, over
    /// the access token's ASCII. RS256 hashes with SHA-256. EdDSA names no hash of its own; the
    /// clients that check it (authlib's `create_half_hash`, for one) use Ed25519's SHA-512.
    static func accessTokenHash(_ accessToken: String, algorithm: String) -> String? {
        switch algorithm {
        case "RS256":
            let digest = SHA256.hash(Array(accessToken.utf8))
            return Base64URL.encode(digest.prefix(digest.count / 2))
        case "EdDSA":
            let digest = SHA512.hash(Array(accessToken.utf8))
            return Base64URL.encode(digest.prefix(digest.count / 2))
        default:
            return nil
        }
    }
}
