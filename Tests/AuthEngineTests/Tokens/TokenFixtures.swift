@testable import AuthEngine

/// Values shared by the token tests.
enum TokenFixtures {
    // RFC 7515 appendix A.1 (the same JWT is the RFC 7519 §3.1 example).
    static let rfcHeaderSegment = "eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9"
    static let rfcPayloadSegment =
        "eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
    static let rfcSignatureSegment = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"
    static let rfcToken = "\(rfcHeaderSegment).\(rfcPayloadSegment).\(rfcSignatureSegment)"
    static let rfcKeyHex =
        "0323354b2b0fa5bc837e0665777ba68f5ab328e6f054c928a90f84b2d2502ebf"
        + "d3fb5a92d20647ef968ab4c377623d223d2e2172052e4f08c0cd9af567d080a3"
    static let rfcKeyBase64URL =
        "AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow"
    static let rfcSignatureHex = "7418dfb49799e0254ffa607dd8adbbba16d4254d69d6bff05b58055853848d79"
    static let rfcExpiry: Int64 = 1_300_819_380
    static let tamperedPayloadSegment =
        "eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290IjpmYWxzZX0"

    static var rfcKey: SecretBytes { SecretBytes([UInt8](hex: rfcKeyHex)) }

    /// Rules for the RFC token: its `typ` is `JWT`, not `at+jwt`, and it has no `iss` or `aud` to match.
    static let rfcRules = JWTValidationRules(expectedType: nil)

    static let serverKey = SecretBytes([UInt8](repeating: 0x5a, count: 32))
    static let issuer = "https://auth.viper.example"
    static let audience = "viper-app"
    static let issuedAt: Int64 = 1_760_000_000

    static func accessClaims(
        notBefore: Int64 = issuedAt, expiresAt: Int64 = issuedAt + 900,
        audience: TokenAudience = TokenAudience([TokenFixtures.audience])
    ) -> AccessTokenClaims {
        AccessTokenClaims(
            subject: "user-8d1f0c6a", email: "ada.teacher@example.org", issuer: issuer,
            audience: audience, issuedAt: issuedAt, notBefore: notBefore, expiresAt: expiresAt,
            tokenId: "3f2a9c1e7b6d4e5f",
            activeContext: ActiveContext(
                roleId: "role-teacher", roleName: "Teacher", schoolId: "school-42",
                schoolName: "Northside \"Secondary\" — Ünïcode", academicUnitId: "unit-7",
                academicUnitName: "Mathematics", permissions: ["grades.read", "grades.write"]))
    }

    static let accessRules = JWTValidationRules(issuer: issuer, audience: audience)

    /// A compact JWS over arbitrary header and payload bytes, signed correctly with `key`, for
    /// tests that need a valid signature on content the signer would never produce.
    static func handSigned(header: String, payloadSegment: String, key: SecretBytes = serverKey) -> String {
        let signingInput = Base64URL.encode(Array(header.utf8)) + "." + payloadSegment
        let signature = HMACSHA256.authenticate(Array(signingInput.utf8), key: key.bytes)
        return signingInput + "." + Base64URL.encode(signature)
    }
}
