import Testing

@testable import AuthEngine

/// Signing with the provider's keys and verifying a compact JWS against a JWK set: the RFCs'
/// examples, then every refusal a relying party needs.
@Suite("JWS EdDSA and RS256: signing, and verifying against a JWK set")
struct JWSVerificationTests {
    /// RFC 8037 A.4: the signing input and signature of "Example of Ed25519 signing".
    static let rfc8037SigningInput = "eyJhbGciOiJFZERTQSJ9.RXhhbXBsZSBvZiBFZDI1NTE5IHNpZ25pbmc"
    static let rfc8037Signature =
        "hgyY0il_MGCjP0JzlnLWG1PPOt7-09PGcvMg3AIbQR6dWbhijcNR4ki4iylGjg5BhVsPt9g7sVvpAr_MuM0KAg"

    /// RFC 7515 A.2: the RS256 example over A.1's claims.
    static let rfc7515SigningInput =
        "eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
    static let rfc7515Signature = """
        cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9\
        uJdbF9CUAr7t1dnZcAcQjbKBYNX4BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB\
        _eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqvhJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rq\
        Vt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw
        """
    /// Before the RFC 7515 example's `exp`.
    static let beforeRFCExpiry: Int64 = 1_300_819_380 - 60

    /// Rules for the RFCs' examples, which carry no `typ`.
    static let anyType = JWTValidationRules(expectedType: nil, requiresExpiration: false)

    @Test("RFC 8037 A.4: signing the example gives the published signature")
    func rfc8037Signing() throws {
        let key = try SigningKeyFixtures.key(SigningKeyFixtures.rfc8037Members)
        #expect(key.algorithm == "EdDSA")
        let signature = key.signature(for: Array(Self.rfc8037SigningInput.utf8))
        #expect(Base64URL.encode(signature) == Self.rfc8037Signature)
    }

    @Test("RFC 8037 A.5: the example verifies with the public key, and not once a byte changes")
    func rfc8037Verification() throws {
        let jwk = try SigningKeyFixtures.key(SigningKeyFixtures.rfc8037Members).jwk
        let token = Self.rfc8037SigningInput + "." + Self.rfc8037Signature
        // The payload is a text, not claims: checking the signature is the example's point.
        #expect(throws: JWTError.malformed(.payload)) { try jwk.verify(token, rules: Self.anyType, now: 0) }
        let jws = try CompactJWS(token, acceptedAlgorithms: JWSAlgorithm.names)
        #expect(jwk.isValidSignature(jws.signature, for: Array(jws.signingInput)))
        var tampered = jws.signature
        tampered[0] ^= 1
        #expect(!jwk.isValidSignature(tampered, for: Array(jws.signingInput)))
    }

    @Test("RFC 7515 A.2: signing gives the published signature, and the token verifies with the public key")
    func rfc7515RS256() throws {
        let key = try SigningKeyFixtures.key(SigningKeyFixtures.rfc7515Members)
        #expect(key.algorithm == "RS256")
        let signature = key.signature(for: Array(Self.rfc7515SigningInput.utf8))
        #expect(Base64URL.encode(signature) == Self.rfc7515Signature)

        let token = Self.rfc7515SigningInput + "." + Self.rfc7515Signature
        let decoded = try key.jwk.verify(token, rules: Self.anyType, now: Self.beforeRFCExpiry)
        #expect(decoded.header.algorithm == "RS256")
        #expect(decoded.claims["iss"] == .string("joe"))
        #expect(throws: JWTError.expired) {
            try key.jwk.verify(token, rules: Self.anyType, now: 1_300_819_380 + 3600)
        }
    }

    @Test("an ID token of either algorithm verifies against the set by its kid")
    func verifiesByKeyID() throws {
        let (edKey, rsaKey, set) = try Self.keysAndSet()
        for key in [edKey, rsaKey] {
            let token = Self.token(signedBy: key)
            let decoded = try set.verify(token, rules: Self.idTokenRules, now: 1_000)
            #expect(decoded.header.keyID == key.keyID)
            #expect(decoded.header.algorithm == key.algorithm)
            #expect(decoded.claims["sub"] == .string("usr_demo-ada"))
        }
    }

    @Test("a token naming no kid, or one the set does not hold, is refused")
    func unknownKeyRefused() throws {
        let (edKey, _, set) = try Self.keysAndSet()
        let withoutKeyID = Self.token(signedBy: edKey, header: ["alg": "EdDSA", "typ": "JWT"])
        #expect(throws: JWTError.unknownKey) {
            try set.verify(withoutKeyID, rules: Self.idTokenRules, now: 1_000)
        }
        let other = try SigningKeyFixtures.key(SigningKeyFixtures.generatedRSAMembers[0])
        #expect(throws: JWTError.unknownKey) {
            try set.verify(Self.token(signedBy: other), rules: Self.idTokenRules, now: 1_000)
        }
    }

    @Test("alg none, HS256 and an alg that is not the named key's are refused before any signature check")
    func algorithmRefusals() throws {
        let (edKey, rsaKey, set) = try Self.keysAndSet()
        let claims = Base64URL.encode(Self.claims.serialized())
        let unsecured =
            Base64URL.encode(stringObject(["alg": "none", "kid": edKey.keyID]).serialized()) + ".\(claims)."
        #expect(throws: JWTError.unsecuredToken) {
            try set.verify(unsecured, rules: Self.idTokenRules, now: 1_000)
        }

        // HS256 keyed with the public key's bytes: the classic confusion (RFC 8725 §2.1).
        let hmacHeader = stringObject(["alg": "HS256", "kid": rsaKey.keyID, "typ": "JWT"])
        let hmacInput = Base64URL.encode(hmacHeader.serialized()) + "." + claims
        let forged =
            hmacInput + "."
            + Base64URL.encode(HMACSHA256(key: Array(rsaKey.keyID.utf8)).authenticate(Array(hmacInput.utf8)))
        #expect(throws: JWTError.unsupportedAlgorithm("HS256")) {
            try set.verify(forged, rules: Self.idTokenRules, now: 1_000)
        }

        // An EdDSA signature presented as the RSA key's.
        let mismatched = Self.token(
            signedBy: edKey, header: ["alg": "EdDSA", "kid": rsaKey.keyID, "typ": "JWT"])
        #expect(throws: JWTError.keyAlgorithmMismatch) {
            try set.verify(mismatched, rules: Self.idTokenRules, now: 1_000)
        }
    }

    @Test("a changed payload, a signature of another key and an expired token are refused")
    func signatureAndClaimRefusals() throws {
        let (edKey, rsaKey, set) = try Self.keysAndSet()
        for key in [edKey, rsaKey] {
            let parts = Self.token(signedBy: key).split(separator: ".").map(String.init)
            var changedClaims = Self.claims.objectValue ?? [:]
            changedClaims["sub"] = .string("usr_demo-grace")
            let changed = [
                parts[0], Base64URL.encode(JSONValue.object(changedClaims).serialized()), parts[2],
            ]
            .joined(separator: ".")
            #expect(throws: JWTError.invalidSignature) {
                try set.verify(changed, rules: Self.idTokenRules, now: 1_000)
            }
            #expect(throws: JWTError.expired) {
                try set.verify(Self.token(signedBy: key), rules: Self.idTokenRules, now: 5_000)
            }
        }
        let other = try SigningKeyFixtures.key(SigningKeyFixtures.generatedRSAMembers[0])
        let wrongKey = Self.token(
            signedBy: other, header: ["alg": "RS256", "kid": rsaKey.keyID, "typ": "JWT"])
        #expect(throws: JWTError.invalidSignature) {
            try set.verify(wrongKey, rules: Self.idTokenRules, now: 1_000)
        }
    }

    // MARK: Helpers

    static let idTokenRules = JWTValidationRules(
        expectedType: "JWT", issuer: "https://auth.viper-auth.local", audience: "viper-auth-cli")

    static let claims = JSONValue.object([
        "iss": .string("https://auth.viper-auth.local"), "aud": .string("viper-auth-cli"),
        "sub": .string("usr_demo-ada"), "iat": .integer(900), "exp": .integer(4_500),
    ])

    static func keysAndSet() throws -> (ProviderSigningKey, ProviderSigningKey, JWKSet) {
        let edKey = try SigningKeyFixtures.key(SigningKeyFixtures.rfc8037Members)
        let rsaKey = try SigningKeyFixtures.key(SigningKeyFixtures.rfc7515Members)
        return (edKey, rsaKey, JWKSet(keys: [rsaKey.jwk, edKey.jwk]))
    }

    /// A compact JWS of `claims` signed by `key`, under `header` (by default its alg, kid and typ JWT).
    static func token(signedBy key: ProviderSigningKey, header: [String: String]? = nil) -> String {
        let header = header ?? ["alg": key.algorithm, "kid": key.keyID, "typ": "JWT"]
        let signingInput =
            Base64URL.encode(stringObject(header).serialized()) + "." + Base64URL.encode(claims.serialized())
        return signingInput + "." + Base64URL.encode(key.signature(for: Array(signingInput.utf8)))
    }
}
