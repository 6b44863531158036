import Testing

@testable import AuthEngine

/// `at_hash` (OpenID Connect Core §3.1.3.6) for each algorithm the provider signs with: the values
/// below are authlib's `create_half_hash` of the same token, an implementation other than ours.
@Suite("An ID token's at_hash, per signing algorithm")
struct AccessTokenHashTests {
    private static let accessToken = "jHkWEdUXMU1BwAsC4vtUsZwnNrPBLyLi"

    @Test("RS256 takes SHA-256's left half, EdDSA SHA-512's, as authlib checks them")
    func halfHashes() {
        #expect(IDToken.accessTokenHash(Self.accessToken, algorithm: "RS256") == "Q0itpq7Rl4dtrwblAYxmvQ")
        #expect(
            IDToken.accessTokenHash(Self.accessToken, algorithm: "EdDSA")
                == "2HsdprjEGHjQIUo9sssnGAMX_gmQwmrYwsiLNBEHIBw")
    }

    @Test("an algorithm the provider does not sign with gives no at_hash")
    func unknownAlgorithm() {
        #expect(IDToken.accessTokenHash(Self.accessToken, algorithm: "HS256") == nil)
    }
}
