/// An ID token's claims, decoded for showing to the person it was issued to (the token was
/// checked when it arrived; nothing here verifies it again).
package struct IdTokenClaims: Sendable, Equatable {
    /// Every claim, by name.
    package let claims: [String: JSONValue]

    /// The claim `name` as a NumericDate (RFC 7519 §2: whole seconds since the epoch), or nil when
    /// the token has no such claim or it is not a whole number.
    package func numericDate(_ name: String) -> Int64? {
        claims[name]?.integerValue
    }
}
