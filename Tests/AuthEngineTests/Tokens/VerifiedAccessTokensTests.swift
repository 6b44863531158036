import Testing

@testable import AuthEngine

/// A token verified before has its decoded payload reused (`VerifiedAccessTokens`), never its
/// checks: signature, type, time, issuer and audience are checked on every use.
@Suite("Access tokens verified again")
struct VerifiedAccessTokensTests {
    private let clock = ManualWallClock(now: TokenFixtures.issuedAt + 60)
    private let signer: JWTSigner

    init() throws {
        signer = try JWTSigner(key: TokenFixtures.serverKey, clock: clock)
    }

    @Test("a second verification gives the same claims from the kept payload")
    func reusedClaims() throws {
        let claims = TokenFixtures.accessClaims()
        let token = signer.sign(claims)

        #expect(try signer.verifyAccessToken(token, rules: TokenFixtures.accessRules) == claims)
        #expect(signer.verifiedAccessTokens.count == 1)
        #expect(try signer.verifyAccessToken(token, rules: TokenFixtures.accessRules) == claims)
        #expect(signer.verifiedAccessTokens.count == 1)
    }

    @Test("a kept token is refused once it expires, and under rules it does not meet")
    func checksRepeated() throws {
        let token = signer.sign(TokenFixtures.accessClaims())
        _ = try signer.verifyAccessToken(token, rules: TokenFixtures.accessRules)

        let otherIssuer = JWTValidationRules(
            issuer: "https://elsewhere.example", audience: TokenFixtures.audience)
        #expect(throws: JWTError.wrongIssuer) { try signer.verifyAccessToken(token, rules: otherIssuer) }
        let otherAudience = JWTValidationRules(issuer: TokenFixtures.issuer, audience: "another-app")
        #expect(throws: JWTError.wrongAudience) { try signer.verifyAccessToken(token, rules: otherAudience) }
        let idRules = JWTValidationRules(expectedType: "id+jwt", issuer: TokenFixtures.issuer)
        #expect(throws: JWTError.wrongType) { try signer.verifyAccessToken(token, rules: idRules) }
        clock.advance(by: 900 + JWTValidationRules.defaultLeewaySeconds)
        #expect(throws: JWTError.expired) {
            try signer.verifyAccessToken(token, rules: TokenFixtures.accessRules)
        }
    }

    @Test("a kept token's signature on another payload, or a changed signature, is refused")
    func signatureStillChecked() throws {
        let token = signer.sign(TokenFixtures.accessClaims())
        let other = signer.sign(TokenFixtures.accessClaims(expiresAt: TokenFixtures.issuedAt + 600))
        _ = try signer.verifyAccessToken(token, rules: TokenFixtures.accessRules)
        let parts = token.split(separator: ".").map(String.init)
        let otherParts = other.split(separator: ".").map(String.init)

        let swapped = otherParts[0] + "." + otherParts[1] + "." + parts[2]
        #expect(throws: JWTError.invalidSignature) {
            try signer.verifyAccessToken(swapped, rules: TokenFixtures.accessRules)
        }
        var signature = Array(parts[2].utf8)
        signature[0] = signature[0] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        let changed = parts[0] + "." + parts[1] + "." + String(decoding: signature, as: UTF8.self)
        #expect(throws: JWTError.invalidSignature) {
            try signer.verifyAccessToken(changed, rules: TokenFixtures.accessRules)
        }
        let forged = try JWTSigner(key: SecretBytes([UInt8](repeating: 0x11, count: 32)), clock: clock)
            .sign(TokenFixtures.accessClaims())
        #expect(throws: JWTError.invalidSignature) {
            try signer.verifyAccessToken(forged, rules: TokenFixtures.accessRules)
        }
    }

    @Test("the access token header the signer writes reads as the same header written otherwise")
    func knownHeader() throws {
        let token = signer.sign(TokenFixtures.accessClaims())
        let payload = String(token.split(separator: ".")[1])
        let reordered = TokenFixtures.handSigned(
            header: #"{"typ":"at+jwt","alg":"HS256"}"#, payloadSegment: payload)

        let known = try signer.verify(token, rules: TokenFixtures.accessRules)
        let parsed = try signer.verify(reordered, rules: TokenFixtures.accessRules)
        #expect(known.header == parsed.header)
        #expect(known.header == JWTHeader(algorithm: "HS256", type: "at+jwt"))
        #expect(known.claims == parsed.claims)
        #expect(
            try signer.verifyAccessToken(reordered, rules: TokenFixtures.accessRules)
                == TokenFixtures.accessClaims())
    }

    @Test("at most `capacity` tokens are kept, and every token still verifies beyond it")
    func bounded() throws {
        var first: String?
        for number in 0...VerifiedAccessTokens.capacity {
            let token = signer.sign(
                TokenFixtures.accessClaims(expiresAt: TokenFixtures.issuedAt + 900 + Int64(number)))
            first = first ?? token
            _ = try signer.verifyAccessToken(token, rules: TokenFixtures.accessRules)
        }
        #expect(signer.verifiedAccessTokens.count <= VerifiedAccessTokens.capacity)
        let again = try signer.verifyAccessToken(#require(first), rules: TokenFixtures.accessRules)
        #expect(again == TokenFixtures.accessClaims())
    }
}
