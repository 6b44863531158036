import Testing

@testable import AuthEngine

@Suite("Malformed and hostile tokens are refused with the matching error")
struct JWTRefusalTests {
    private let signer: JWTSigner
    private let rfcSigner: JWTSigner
    private let header = TokenFixtures.rfcHeaderSegment
    private let payload = TokenFixtures.rfcPayloadSegment
    private let signature = TokenFixtures.rfcSignatureSegment

    init() throws {
        signer = try JWTSigner(
            key: TokenFixtures.serverKey, clock: ManualWallClock(now: TokenFixtures.issuedAt + 60))
        rfcSigner = try JWTSigner(
            key: TokenFixtures.rfcKey, clock: ManualWallClock(now: TokenFixtures.rfcExpiry - 60))
    }

    private func expectRefusal(_ token: String, _ expected: JWTError, key: SecretBytes = TokenFixtures.rfcKey)
    {
        guard let signer = try? JWTSigner(key: key, clock: ManualWallClock(now: TokenFixtures.rfcExpiry - 60))
        else {
            Issue.record("the test key was refused")
            return
        }
        #expect(throws: expected) { try signer.verify(token, rules: TokenFixtures.rfcRules) }
        let validator = JWTClaimsValidator(
            rules: TokenFixtures.rfcRules, clock: ManualWallClock(now: TokenFixtures.rfcExpiry - 60))
        // The client has no key, so it can only refuse what is visible without one.
        if expected != .invalidSignature {
            #expect(throws: expected) { try validator.validate(token) }
        }
    }

    @Test(
        "wrong number of segments",
        arguments: [
            "", ".", "abc", "\(TokenFixtures.rfcHeaderSegment).\(TokenFixtures.rfcPayloadSegment)",
            "\(TokenFixtures.rfcToken).\(TokenFixtures.rfcSignatureSegment)", "\(TokenFixtures.rfcToken).",
        ])
    func segmentCount(token: String) {
        expectRefusal(token, .malformed(.segmentCount))
    }

    @Test("padding or the standard alphabet in the header is refused")
    func headerEncoding() {
        expectRefusal("\(header)=.\(payload).\(signature)", .malformed(.headerEncoding))
        expectRefusal(
            "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9+.\(payload).\(signature)", .malformed(.headerEncoding))
        expectRefusal(
            "eyJ0eXAi/iJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.\(payload).\(signature)", .malformed(.headerEncoding))
        expectRefusal(".\(payload).\(signature)", .malformed(.header))
    }

    @Test("padding or the standard alphabet in the signature is refused")
    func signatureEncoding() {
        expectRefusal("\(header).\(payload).\(signature)=", .malformed(.signatureEncoding))
        let plusSignature = signature.replacingOccurrences(of: "-", with: "+")
        expectRefusal("\(header).\(payload).\(plusSignature)", .malformed(.signatureEncoding))
        let slashSignature = signature.replacingOccurrences(of: "_", with: "/")
        expectRefusal("\(header).\(payload).\(slashSignature)", .malformed(.signatureEncoding))
        expectRefusal("\(header).\(payload).", .invalidSignature)
    }

    @Test("a correctly signed payload with padding or '+' is still refused as badly encoded")
    func payloadEncoding() {
        let padded = TokenFixtures.handSigned(header: #"{"alg":"HS256"}"#, payloadSegment: "e30=")
        #expect(throws: JWTError.malformed(.payloadEncoding)) { try signer.verify(padded, rules: Self.loose) }
        let plus = TokenFixtures.handSigned(header: #"{"alg":"HS256"}"#, payloadSegment: "e3+9")
        #expect(throws: JWTError.malformed(.payloadEncoding)) { try signer.verify(plus, rules: Self.loose) }
    }

    @Test(
        "a correctly signed payload that is not a JSON object is refused",
        arguments: ["", "[]", "\"joe\"", "{", #"{"a":1,"a":2}"#, "{\"iss\":\"\u{1}\"}", #"{"exp":1}x"#])
    func payloadNotAnObject(json: String) {
        let token = TokenFixtures.handSigned(
            header: #"{"alg":"HS256"}"#, payloadSegment: Base64URL.encode(Array(json.utf8)))
        #expect(throws: JWTError.malformed(.payload)) { try signer.verify(token, rules: Self.loose) }
    }

    @Test(
        "a header that is not a JSON object is refused",
        arguments: [
            "not json", "[\"HS256\"]", "{\"alg\":\"HS256\"", "{\"alg\":\"HS256\",\"alg\":\"HS256\"}",
            "{\"alg\":256}", "{\"alg\":\"HS256\",\"typ\":1}", "null",
        ])
    func headerNotAnObject(json: String) {
        expectRefusal(Base64URL.encode(Array(json.utf8)) + ".\(payload).\(signature)", .malformed(.header))
    }

    @Test("invalid UTF-8 in the header is refused")
    func headerInvalidUTF8() {
        let header = Base64URL.encode(Array(#"{"alg":"HS256","typ":""#.utf8) + [0xff, 0x22, 0x7d])
        expectRefusal("\(header).\(payload).\(signature)", .malformed(.header))
    }

    @Test(
        "the algorithm allow-list admits HS256 only",
        arguments: [
            (#"{"typ":"JWT"}"#, JWTError.missingAlgorithm),
            (#"{"alg":"none"}"#, .unsecuredToken),
            (#"{"alg":"NONE"}"#, .unsecuredToken),
            (#"{"alg":"nOnE","typ":"JWT"}"#, .unsecuredToken),
            (#"{"alg":"HS512"}"#, .unsupportedAlgorithm("HS512")),
            (#"{"alg":"hs256"}"#, .unsupportedAlgorithm("hs256")),
            (#"{"alg":"RS256"}"#, .unsupportedAlgorithm("RS256")),
            (#"{"alg":""}"#, .unsupportedAlgorithm("")),
            (#"{"alg":"HS256","crit":["exp"]}"#, .unsupportedCriticalHeader),
        ])
    func algorithmAllowList(headerJSON: String, expected: JWTError) {
        expectRefusal(Base64URL.encode(Array(headerJSON.utf8)) + ".\(payload).\(signature)", expected)
        // Even a correct signature under the header does not help.
        let signed = TokenFixtures.handSigned(
            header: headerJSON, payloadSegment: payload, key: TokenFixtures.rfcKey)
        expectRefusal(signed, expected)
    }

    @Test("a token over the size limit is refused before decoding")
    func sizeLimit() {
        let oversized = String(repeating: "A", count: JWT.maximumTokenByteCount + 1)
        expectRefusal(oversized, .tokenTooLarge)
        let bigPayload = "{\"pad\":\"" + String(repeating: "x", count: JWT.maximumTokenByteCount) + "\"}"
        let token = TokenFixtures.handSigned(
            header: #"{"alg":"HS256"}"#, payloadSegment: Base64URL.encode(Array(bigPayload.utf8)))
        #expect(throws: JWTError.tokenTooLarge) { try signer.verify(token, rules: Self.loose) }
    }

    @Test("error descriptions never contain the token, claim values or the key")
    func descriptionsAreSafe() throws {
        // An escape sequence (written as a JSON \u escape) and a long tail that quotes the signature.
        let hostileAlgorithm = "HS256\\u001b[31m-and-a-very-long-tail-\(TokenFixtures.rfcSignatureSegment)"
        let hostileHeader = Base64URL.encode(Array("{\"alg\":\"\(hostileAlgorithm)\"}".utf8))
        let tampered = "\(header).\(TokenFixtures.tamperedPayloadSegment).\(signature)"
        let cases: [(String, SecretBytes)] = [
            (TokenFixtures.rfcToken, SecretBytes.random(count: 64)),
            (tampered, TokenFixtures.rfcKey),
            ("\(hostileHeader).\(payload).\(signature)", TokenFixtures.rfcKey),
            (TokenFixtures.rfcToken + ".x", TokenFixtures.rfcKey),
        ]
        var descriptions: [String] = []
        for (token, key) in cases {
            let signer = try JWTSigner(key: key, clock: SystemWallClock())
            do {
                _ = try signer.verify(token, rules: TokenFixtures.rfcRules)
                Issue.record("expected a refusal")
            } catch {
                descriptions += [error.debugDescription, String(reflecting: error), "\(error)"]
            }
        }
        do {
            _ = try rfcSigner.verify(
                TokenFixtures.rfcToken, rules: JWTValidationRules(expectedType: nil, issuer: "not-joe"))
        } catch {
            descriptions += [error.debugDescription, String(reflecting: error)]
        }
        let secrets = [
            header, payload, signature, TokenFixtures.tamperedPayloadSegment, "joe",
            TokenFixtures.rfcKeyBase64URL,
            TokenFixtures.rfcKeyHex, String(TokenFixtures.rfcKeyHex.prefix(16)), "\u{1b}",
        ]
        #expect(descriptions.count >= 10)
        for description in descriptions {
            for secret in secrets {
                #expect(!description.contains(secret), "\(description.debugDescription) leaks a secret")
            }
        }
        #expect(descriptions.contains { $0.contains("HS256?[31m-and-a…") })
    }

    /// Rules that check nothing but structure, algorithm and signature.
    private static let loose = JWTValidationRules(expectedType: nil, requiresExpiration: false)
}

extension String {
    fileprivate func replacingOccurrences(of target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
