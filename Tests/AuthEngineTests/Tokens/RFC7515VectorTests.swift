import Testing

@testable import AuthEngine

@Suite("RFC 7515 A.1 HS256 vector")
struct RFC7515VectorTests {
    private let clockBeforeExpiry = ManualWallClock(now: TokenFixtures.rfcExpiry - 3600)

    @Test("the key's JWK form matches its hex form")
    func keyForms() {
        #expect(Base64URL.decode(TokenFixtures.rfcKeyBase64URL) == [UInt8](hex: TokenFixtures.rfcKeyHex))
        #expect(TokenFixtures.rfcKey.count == 64)
    }

    @Test("the MAC over the 135-byte signing input is the published signature")
    func signatureOverSigningInput() {
        let signingInput = Array(
            (TokenFixtures.rfcHeaderSegment + "." + TokenFixtures.rfcPayloadSegment).utf8)
        #expect(signingInput.count == 135)
        let mac = HMACSHA256(key: TokenFixtures.rfcKey.bytes).authenticate(signingInput)
        #expect(mac.hex == TokenFixtures.rfcSignatureHex)
        #expect(Base64URL.encode(mac) == TokenFixtures.rfcSignatureSegment)
    }

    @Test("the token verifies with its key before its expiry, and the custom claim is readable")
    func verifiesBeforeExpiry() throws {
        let signer = try JWTSigner(key: TokenFixtures.rfcKey, clock: clockBeforeExpiry)
        let token = try signer.verify(TokenFixtures.rfcToken, rules: TokenFixtures.rfcRules)
        #expect(token.header == JWTHeader(algorithm: "HS256", type: "JWT"))
        #expect(token.claims["iss"] == .string("joe"))
        #expect(token.claims["exp"] == .integer(TokenFixtures.rfcExpiry))
        #expect(token.claims["http://example.com/is_root"] == .bool(true))
    }

    @Test("requiring typ JWT accepts it; requiring at+jwt refuses it")
    func typeIsAParameter() throws {
        let signer = try JWTSigner(key: TokenFixtures.rfcKey, clock: clockBeforeExpiry)
        _ = try signer.verify(TokenFixtures.rfcToken, rules: JWTValidationRules(expectedType: "JWT"))
        _ = try signer.verify(
            TokenFixtures.rfcToken, rules: JWTValidationRules(expectedType: "application/jwt"))
        #expect(throws: JWTError.wrongType) {
            try signer.verify(TokenFixtures.rfcToken, rules: JWTValidationRules())
        }
    }

    @Test("with today's clock the token is expired")
    func expiredToday() throws {
        let signer = try JWTSigner(key: TokenFixtures.rfcKey, clock: SystemWallClock())
        #expect(throws: JWTError.expired) {
            try signer.verify(TokenFixtures.rfcToken, rules: TokenFixtures.rfcRules)
        }
    }

    @Test("the unsecured variant with alg none is refused")
    func unsecuredRefused() throws {
        let signer = try JWTSigner(key: TokenFixtures.rfcKey, clock: clockBeforeExpiry)
        let unsecured = "eyJhbGciOiJub25lIn0.\(TokenFixtures.rfcPayloadSegment)."
        #expect(throws: JWTError.unsecuredToken) {
            try signer.verify(unsecured, rules: TokenFixtures.rfcRules)
        }
        let validator = JWTClaimsValidator(rules: TokenFixtures.rfcRules, clock: clockBeforeExpiry)
        #expect(throws: JWTError.unsecuredToken) { try validator.validate(unsecured) }
    }

    @Test("the tampered payload with the original signature is refused")
    func tamperedRefused() throws {
        let signer = try JWTSigner(key: TokenFixtures.rfcKey, clock: clockBeforeExpiry)
        let tampered =
            "\(TokenFixtures.rfcHeaderSegment).\(TokenFixtures.tamperedPayloadSegment)."
            + TokenFixtures.rfcSignatureSegment
        #expect(throws: JWTError.invalidSignature) {
            try signer.verify(tampered, rules: TokenFixtures.rfcRules)
        }
    }

    @Test("another key does not verify the token")
    func otherKeyRefused() throws {
        let signer = try JWTSigner(key: SecretBytes.random(count: 64), clock: clockBeforeExpiry)
        #expect(throws: JWTError.invalidSignature) {
            try signer.verify(TokenFixtures.rfcToken, rules: TokenFixtures.rfcRules)
        }
    }

    @Test("the client validator reads the vector without a key, and cannot see tampering")
    func clientValidatorHasNoKey() throws {
        let validator = JWTClaimsValidator(rules: TokenFixtures.rfcRules, clock: clockBeforeExpiry)
        let token = try validator.validate(TokenFixtures.rfcToken)
        #expect(token.claims["http://example.com/is_root"] == .bool(true))
        // Documented limit: without the key the client cannot notice a changed payload.
        let tampered =
            "\(TokenFixtures.rfcHeaderSegment).\(TokenFixtures.tamperedPayloadSegment)."
            + TokenFixtures.rfcSignatureSegment
        #expect(try validator.validate(tampered).claims["http://example.com/is_root"] == .bool(false))
        let expiredValidator = JWTClaimsValidator(rules: TokenFixtures.rfcRules, clock: SystemWallClock())
        #expect(throws: JWTError.expired) { try expiredValidator.validate(TokenFixtures.rfcToken) }
    }
}
