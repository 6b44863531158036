import AuthEngine

/// A session's ID token as the person may read it: its claims as values (no signature, no
/// secret), for the presenter to lay out, and the time claims among them as numbers it can put
/// into words.
package struct IdToken: Equatable, Sendable {
    /// Every claim, by name.
    package let claims: [String: ClaimValue]

    /// For test doubles and presenter tests; the app builds one from the engine's `IdTokenClaims`.
    package init(claims: [String: ClaimValue]) {
        self.claims = claims
    }

    /// `iat`: when the token was issued, in seconds since the epoch.
    package var issuedAt: Int64? { numericDate("iat") }
    /// `nbf`: the token is not valid before this time, in seconds since the epoch.
    package var notBefore: Int64? { numericDate("nbf") }
    /// `exp`: when the token expires, in seconds since the epoch.
    package var expiresAt: Int64? { numericDate("exp") }
    /// `auth_time`: when the person authenticated, in seconds since the epoch.
    package var authenticatedAt: Int64? { numericDate("auth_time") }

    /// A NumericDate claim (RFC 7519 §2: whole seconds); nil when absent or not a whole number.
    private func numericDate(_ name: String) -> Int64? {
        if case .integer(let seconds) = claims[name] { return seconds }
        return nil
    }

    init(_ token: IdTokenClaims) {
        self.init(claims: token.claims.mapValues(ClaimValue.init))
    }
}

/// A claim's value, with JSON's kinds: whole numbers stay exact, as JWT dates need.
package indirect enum ClaimValue: Equatable, Sendable {
    /// The claim is present with JSON's `null`, which is not the same as an absent claim.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits `Int64`.
    case integer(Int64)
    /// Any other finite number.
    case number(Double)
    /// Text the server wrote: screens escape it like any text the app did not write.
    case string(String)
    /// An array, in the token's order.
    case array([ClaimValue])
    /// An object, by member name.
    case object([String: ClaimValue])

    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .integer(let whole): self = .integer(whole)
        case .number(let real): self = .number(real)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(ClaimValue.init))
        case .object(let members): self = .object(members.mapValues(ClaimValue.init))
        }
    }
}
