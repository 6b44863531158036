/// The asymmetric JWS algorithms the provider signs ID tokens with and a JWK set verifies
/// (RFC 7518 §3.3, RFC 8037 §3.1); HS256 stays the access tokens' own (`JWT.algorithm`).
package enum JWSAlgorithm: String, Codable, Sendable, CaseIterable {
    /// RSASSA-PKCS1-v1_5 with SHA-256, which OpenID Connect requires every provider to offer.
    case rs256 = "RS256"
    /// Ed25519 signatures (RFC 8032) as RFC 8037 names them.
    case edDSA = "EdDSA"

    /// The names a header's `alg` may carry for a token verified against a JWK set.
    package static let names: Set<String> = Set(allCases.map(\.rawValue))
}
