/// The claims of an access token (DESIGN §3 "Tokens and sessions"), under their JWT names in JSON.
///
/// The Swift names spell the registered claims out (`subject` for `sub`, `expiresAt` for `exp`);
/// dates are whole seconds since the Unix epoch, as JWT `NumericDate`s.
package struct AccessTokenClaims: JWTClaims, Codable, Equatable {
    /// `sub`: the account the token was issued to.
    package var subject: String
    /// `email`: the account's email address.
    package var email: String
    /// `iss`: who issued the token.
    package var issuer: String
    /// `aud`: who the token is for.
    package var audience: TokenAudience
    /// `iat`: when the token was issued.
    package var issuedAt: Int64
    /// `nbf`: the first second the token may be used.
    package var notBefore: Int64
    /// `exp`: the second from which the token is no longer accepted.
    package var expiresAt: Int64
    /// `jti`: a unique identifier for this token.
    package var tokenId: String
    /// `sid`: the server-side session the token belongs to, so logout can revoke it before `exp`.
    package var sessionId: String?
    /// `active_context`: the role and school the token acts for.
    package var activeContext: ActiveContext

    /// Creates a claims set.
    package init(
        subject: String, email: String, issuer: String, audience: TokenAudience,
        issuedAt: Int64, notBefore: Int64, expiresAt: Int64, tokenId: String, sessionId: String? = nil,
        activeContext: ActiveContext
    ) {
        self.subject = subject
        self.email = email
        self.issuer = issuer
        self.audience = audience
        self.issuedAt = issuedAt
        self.notBefore = notBefore
        self.expiresAt = expiresAt
        self.tokenId = tokenId
        self.sessionId = sessionId
        self.activeContext = activeContext
    }

    enum CodingKeys: String, CodingKey {
        case subject = "sub"
        case email
        case issuer = "iss"
        case audience = "aud"
        case issuedAt = "iat"
        case notBefore = "nbf"
        case expiresAt = "exp"
        case tokenId = "jti"
        case sessionId = "sid"
        case activeContext = "active_context"
    }

    /// Reads the claims from a payload; all of them are required.
    package init(jwtClaims members: [String: JSONValue]) throws(JWTError) {
        guard let audienceValue = members[CodingKeys.audience.rawValue],
            let audience = TokenAudience(json: audienceValue)
        else { throw .malformed(.claim(CodingKeys.audience.rawValue)) }
        self.init(
            subject: try members.requiredString(CodingKeys.subject.rawValue),
            email: try members.requiredString(CodingKeys.email.rawValue),
            issuer: try members.requiredString(CodingKeys.issuer.rawValue),
            audience: audience,
            issuedAt: try members.requiredInteger(CodingKeys.issuedAt.rawValue),
            notBefore: try members.requiredInteger(CodingKeys.notBefore.rawValue),
            expiresAt: try members.requiredInteger(CodingKeys.expiresAt.rawValue),
            tokenId: try members.requiredString(CodingKeys.tokenId.rawValue),
            sessionId: members[CodingKeys.sessionId.rawValue]?.stringValue,
            activeContext: try ActiveContext(json: members.requiredObject(CodingKeys.activeContext.rawValue))
        )
    }

    /// The claims as compact JSON, in declaration order.
    package func jwtPayloadJSON() -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 512)
        writer.beginObject()
        writer.key(CodingKeys.subject.rawValue)
        writer.string(subject)
        writer.key(CodingKeys.email.rawValue)
        writer.string(email)
        writer.key(CodingKeys.issuer.rawValue)
        writer.string(issuer)
        writer.key(CodingKeys.audience.rawValue)
        audience.write(to: &writer)
        writer.key(CodingKeys.issuedAt.rawValue)
        writer.integer(issuedAt)
        writer.key(CodingKeys.notBefore.rawValue)
        writer.integer(notBefore)
        writer.key(CodingKeys.expiresAt.rawValue)
        writer.integer(expiresAt)
        writer.key(CodingKeys.tokenId.rawValue)
        writer.string(tokenId)
        if let sessionId {
            writer.key(CodingKeys.sessionId.rawValue)
            writer.string(sessionId)
        }
        writer.key(CodingKeys.activeContext.rawValue)
        activeContext.write(to: &writer)
        writer.endObject()
        return writer.bytes
    }
}
