import AuthEngine

/// A session's ID token as the person may read it: its claims, and the times among them as numbers
/// the presenter can put into words.
public struct IdToken: Equatable, Sendable {
    /// The claims as indented JSON, keys sorted (claims only: no signature, no secret).
    public let claimsJSON: String
    /// `iat`: when the token was issued, in seconds since the epoch.
    public let issuedAt: Int64?
    /// `nbf`: the token is not valid before this time, in seconds since the epoch.
    public let notBefore: Int64?
    /// `exp`: when the token expires, in seconds since the epoch.
    public let expiresAt: Int64?
    /// `auth_time`: when the person authenticated, in seconds since the epoch.
    public let authenticatedAt: Int64?

    /// Creates an ID token entity; a time the token does not carry is nil.
    public init(
        claimsJSON: String, issuedAt: Int64? = nil, notBefore: Int64? = nil, expiresAt: Int64? = nil,
        authenticatedAt: Int64? = nil
    ) {
        self.claimsJSON = claimsJSON
        self.issuedAt = issuedAt
        self.notBefore = notBefore
        self.expiresAt = expiresAt
        self.authenticatedAt = authenticatedAt
    }

    init(_ claims: IdTokenClaims) {
        self.init(
            claimsJSON: claims.prettyJSON, issuedAt: claims.numericDate("iat"),
            notBefore: claims.numericDate("nbf"), expiresAt: claims.numericDate("exp"),
            authenticatedAt: claims.numericDate("auth_time"))
    }
}
