import Testing

@testable import AuthEngine

/// Public JWKs and JWK sets (RFC 7517), their RFC 7638 thumbprints, and the keys a reader refuses.
@Suite("JWK and JWK set")
struct JWKTests {
    /// RFC 7638 §3.1's key (also RFC 7517 Appendix A.1's second key).
    static let rfc7638Modulus = """
        0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjB\
        ZCiFV4n3oknjhMstn64tZ_2W-5JsGY4Hc5n9yBXArwl93lqt7_RN5w6Cf0h4QyQ5v-65YGjQR0_FDW2QvzqY368QQMicAtaSqzs8\
        KJZgnYb9c7d0zgdAZHzu6qMQvRL5hajrn1n91CbOpbISD08qNLyrdkt-bFTWhAI4vMQFh6WeZu0fM4lFd2NcRwr3XPksINHaQ-G_\
        xBniIqbw0Ls1jF44-csFCur-kEgU8awapJzKnqDKgw
        """

    /// RFC 7517 Appendix A.1's RSA public key, as published there.
    static let rfc7517RSAKey = stringObject([
        "kty": "RSA", "n": rfc7638Modulus, "e": "AQAB", "alg": "RS256", "kid": "2011-04-29",
    ])

    @Test("RFC 7638 §3.1: the example RSA key's thumbprint")
    func rfc7638Thumbprint() throws {
        let modulus = try #require(Base64URL.decode(Self.rfc7638Modulus))
        let key = JWKPublicKey.rsa(modulus: modulus, exponent: [1, 0, 1])
        #expect(key.thumbprint == "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs")
    }

    @Test("RFC 8037 A.2 and A.3: the Ed25519 public key and its thumbprint")
    func rfc8037Thumbprint() throws {
        let jwk = try JWK(
            json: stringObject([
                "kty": "OKP", "crv": "Ed25519", "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo",
            ]))
        #expect(jwk.algorithm == .edDSA)
        #expect(jwk.keyID == "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k", "no kid: the thumbprint")
        #expect(jwk.key.thumbprint == "kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k")
    }

    @Test("RFC 7517 A.1: the RSA public key reads with its kid and alg, and writes back with use sig")
    func rfc7517RSAKey() throws {
        let jwk = try JWK(json: Self.rfc7517RSAKey)
        #expect(jwk.keyID == "2011-04-29")
        #expect(jwk.algorithm == .rs256)
        #expect(jwk.key.thumbprint == "NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs")
        guard case .object(var members) = Self.rfc7517RSAKey else { return }
        members["use"] = .string("sig")
        #expect(jwk.json == .object(members))
    }

    @Test("the provider's keys are published with their thumbprint as kid, use sig and their alg")
    func publishedShapes() throws {
        let ed25519 = try SigningKeyFixtures.key(SigningKeyFixtures.rfc8037Members)
        #expect(
            String(decoding: ed25519.jwk.json.serialized(), as: UTF8.self)
                == #"{"alg":"EdDSA","crv":"Ed25519","kid":"kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k","#
                + #""kty":"OKP","use":"sig","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}"#)
        let rsa = try SigningKeyFixtures.key(SigningKeyFixtures.rfc7515Members)
        let members = try #require(rsa.jwk.json.objectValue)
        #expect(Set(members.keys) == ["kty", "n", "e", "kid", "use", "alg"], "no private member")
        #expect(members["kid"] == .string("IsUn6_e04MaShXFIISMp4kG62LWzMIPy_MvSA5pJgX8"))
        #expect(members["n"] == .string(SigningKeyFixtures.rfc7515Members["n"] ?? ""))
        #expect(members["alg"] == .string("RS256"))
        #expect(try JWK(json: rsa.jwk.json) == rsa.jwk, "what is published reads back")
    }

    @Test(
        "keys a reader refuses, each for its reason",
        arguments: [
            (stringObject(["kty": "EC", "crv": "P-256", "x": "AA", "y": "AA"]), JWKError.unsupportedKeyType),
            (stringObject(["kty": "OKP", "crv": "X25519", "x": "AA"]), .unsupportedKeyType),
            (stringObject(["kty": "OKP", "crv": "Ed25519", "x": "AAAA"]), .malformed("x")),
            (stringObject(["kty": "OKP", "crv": "Ed25519"]), .malformed("x")),
            (stringObject(["crv": "Ed25519", "x": "AAAA"]), .malformed("kty")),
            (stringObject(["kty": "RSA", "n": "AQAB", "e": "AQAB"]), .weakKey),
            (stringObject(["kty": "RSA", "n": "AAAA" + rfc7638Modulus, "e": "AQAB"]), .malformed("n")),
            (stringObject(["kty": "RSA", "n": rfc7638Modulus, "e": "AAEAAQ"]), .malformed("e")),
            (
                stringObject(["kty": "RSA", "n": rfc7638Modulus, "e": "AQAB", "alg": "EdDSA"]),
                .algorithmMismatch
            ),
            (
                stringObject(["kty": "RSA", "n": rfc7638Modulus, "e": "AQAB", "use": "enc"]),
                .notForSignatures
            ),
            (
                .object([
                    "kty": .string("RSA"), "n": .string(rfc7638Modulus), "e": .string("AQAB"),
                    "kid": .integer(7),
                ]),
                .malformed("kid")
            ),
            (.string("RSA"), .malformed("key")),
        ])
    func refusals(json: JSONValue, expected: JWKError) {
        #expect(throws: expected) { try JWK(json: json) }
    }

    @Test("a set leaves out the keys it cannot verify with, and finds the others by kid")
    func setReading() throws {
        let set = try JWKSet(
            json: .object([
                "keys": .array([
                    stringObject(["kty": "EC", "crv": "P-256", "x": "AA", "y": "AA", "kid": "ec"]),
                    Self.rfc7517RSAKey,
                ])
            ]))
        #expect(set.keys.map(\.keyID) == ["2011-04-29"])
        #expect(set.key(id: "2011-04-29")?.algorithm == .rs256)
        #expect(set.key(id: "ec") == nil)
        #expect(throws: JWKError.malformed("keys")) { try JWKSet(json: stringObject(["keys": "none"])) }
        #expect(try JWKSet(json: set.json) == set)
    }
}

/// A JSON object whose members are all strings, as most JWKs are.
func stringObject(_ members: [String: String]) -> JSONValue {
    .object(members.mapValues(JSONValue.string))
}
