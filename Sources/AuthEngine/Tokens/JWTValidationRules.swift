/// What a token's header and registered claims must satisfy, shared by the server's verifier and
/// the client's validator.
package struct JWTValidationRules: Sendable, Equatable {
    /// The required `typ` (compared case-insensitively, `application/` prefix optional, as RFC 7515
    /// §4.1.9 allows); nil accepts any type or none.
    package var expectedType: String?
    /// The required `iss`; nil skips the check.
    package var issuer: String?
    /// The audience `aud` must name; nil skips the check.
    package var audience: String?
    /// How far `exp` and `nbf` may be off, in seconds, to absorb clock skew between machines.
    package var leewaySeconds: Int64
    /// Whether a token without `exp` is refused.
    package var requiresExpiration: Bool

    /// The leeway used unless the caller chooses another.
    package static let defaultLeewaySeconds: Int64 = 30

    /// Creates rules; by default an access token (`at+jwt`) with an expiry, any issuer and audience.
    package init(
        expectedType: String? = JWT.accessTokenType,
        issuer: String? = nil,
        audience: String? = nil,
        leewaySeconds: Int64 = JWTValidationRules.defaultLeewaySeconds,
        requiresExpiration: Bool = true
    ) {
        // Callers pass the default or a constant; token contents never reach the leeway.
        precondition(leewaySeconds >= 0, "leeway cannot be negative")
        self.expectedType = expectedType
        self.issuer = issuer
        self.audience = audience
        self.leewaySeconds = leewaySeconds
        self.requiresExpiration = requiresExpiration
    }

    func checkType(_ header: JWTHeader) throws(JWTError) {
        guard let expectedType else { return }
        guard let type = header.type, Self.normalizedType(type) == Self.normalizedType(expectedType) else {
            throw .wrongType
        }
    }

    /// Checks `exp`, `nbf`, `iss` and `aud` at `now`.
    ///
    /// A token is valid while `now < exp + leeway` and once `now >= nbf - leeway` (RFC 7519 §4.1.4,
    /// §4.1.5); the sums saturate, so a hostile `exp` near `Int64.max` cannot overflow.
    func checkClaims(_ claims: [String: JSONValue], now: Int64) throws(JWTError) {
        if let expiresAt = try claims.optionalInteger("exp") {
            guard now < expiresAt.addingSaturating(leewaySeconds) else { throw .expired }
        } else if requiresExpiration {
            throw .missingExpiration
        }
        if let notBefore = try claims.optionalInteger("nbf") {
            guard now >= notBefore.subtractingSaturating(leewaySeconds) else { throw .notYetValid }
        }
        if let issuer {
            guard claims["iss"]?.stringValue == issuer else { throw .wrongIssuer }
        }
        if let audience {
            guard let value = claims["aud"], let audiences = TokenAudience(json: value),
                audiences.contains(audience)
            else { throw .wrongAudience }
        }
    }

    private static func normalizedType(_ type: String) -> Substring {
        let lowercased = type.lowercased()
        let prefix = "application/"
        return lowercased.hasPrefix(prefix) ? lowercased.dropFirst(prefix.count) : lowercased[...]
    }
}
