/// Constants of the engine's JWT profile: compact JWS, HS256 only (RFC 7515, RFC 7519, RFC 8725).
package enum JWT {
    /// The only signature algorithm accepted or produced.
    package static let algorithm = "HS256"
    /// The `typ` of access tokens (RFC 9068).
    package static let accessTokenType = "at+jwt"
    /// Tokens longer than this are refused before any decoding, so a hostile token cannot make the
    /// parser do unbounded work.
    package static let maximumTokenByteCount = 8 * 1024
}

/// The protected header of a token that passed the algorithm check.
package struct JWTHeader: Sendable, Equatable {
    /// `alg`: one of the algorithms the token was accepted under (HS256 for access tokens).
    package let algorithm: String
    /// `typ`, when the header has one.
    package let type: String?
    /// `kid`, when the header has one: which key of a JWK set signed the token.
    package var keyID: String? = nil
}

/// A token whose structure and claims checks passed; `claims` is the payload object.
///
/// Tokens returned by `JWTSigner.verify` also had their signature checked; those returned by
/// `JWTClaimsValidator` did not, because the client has no key.
package struct DecodedJWT: Sendable, Equatable {
    /// The protected header.
    package let header: JWTHeader
    /// The payload's members, custom claims included.
    package let claims: [String: JSONValue]

    /// The payload as a typed claims set.
    package func decode<Claims: JWTClaims>(_ type: Claims.Type = Claims.self) throws(JWTError) -> Claims {
        try Claims(jwtClaims: claims)
    }
}

/// A typed claims set that can be written into and read back from a token payload.
///
/// Hand-written rather than `Codable` through `JSONEncoder`: the generic coders cost more than the
/// whole HS256 signature, and tokens are verified on every resource request.
package protocol JWTClaims: Sendable {
    /// Reads the claims from a payload object; throws `.malformed(.claim(name))` for a missing or
    /// mistyped claim.
    init(jwtClaims: [String: JSONValue]) throws(JWTError)

    /// The claims as a compact UTF-8 JSON object.
    func jwtPayloadJSON() -> [UInt8]
}
