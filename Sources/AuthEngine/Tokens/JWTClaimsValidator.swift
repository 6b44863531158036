/// Reads tokens on the client, which has no key: structure, algorithm, type and claims are
/// checked, the signature is not (the server checks it on every request).
package struct JWTClaimsValidator: Sendable {
    /// The rules every token must satisfy.
    package let rules: JWTValidationRules
    private let clock: any WallClock

    /// Creates a validator applying `rules` at the time `clock` reads.
    package init(rules: JWTValidationRules, clock: any WallClock = SystemWallClock()) {
        self.rules = rules
        self.clock = clock
    }

    /// Decodes a token and checks everything but its signature.
    package func validate(_ token: String) throws(JWTError) -> DecodedJWT {
        let jws = try Self.decodeUnverifiedJWS(token)
        try rules.checkType(jws.header)
        let claims = try jws.payload()
        try rules.checkClaims(claims, now: clock.now)
        return DecodedJWT(header: jws.header, claims: claims)
    }

    /// Validates an access token and decodes its claims.
    package func validateAccessToken(_ token: String) throws(JWTError) -> AccessTokenClaims {
        try validate(token).decode()
    }

    /// Decodes a token's header and payload without checking its type, claims or signature, for
    /// showing a token (say, an ID token as pretty JSON) that was already accepted.
    package static func decodeUnverified(_ token: String) throws(JWTError) -> DecodedJWT {
        let jws = try decodeUnverifiedJWS(token)
        return DecodedJWT(header: jws.header, claims: try jws.payload())
    }

    private static func decodeUnverifiedJWS(_ token: String) throws(JWTError) -> CompactJWS {
        let jws = try CompactJWS(token)
        // Without the key only the length can be checked: an HS256 MAC is always 32 bytes.
        guard jws.signature.count == HMACSHA256.macByteCount else { throw .invalidSignature }
        return jws
    }
}
