import Testing

@testable import AuthEngine

/// `credentials = "Bearer" 1*SP b64token` (RFC 6750 §2.1), the scheme case-insensitive
/// (RFC 9110 §11.1), `b64token = 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="`.
@Suite("Authorization: Bearer read as RFC 9110 and RFC 6750 write it")
struct BearerCredentialTests {
    @Test(
        "the scheme in any letter case, followed by one or more spaces, gives the token",
        arguments: [
            ("Bearer abc", "abc"), ("bearer abc", "abc"), ("BEARER abc", "abc"), ("bEaReR abc", "abc"),
            ("Bearer  abc", "abc"), ("Bearer     abc", "abc"),
        ])
    func schemeAndSpaces(value: String, token: String) {
        #expect(BearerCredential.token(inAuthorization: value) == token)
    }

    @Test(
        "every b64token character and trailing '=' padding are part of the token",
        arguments: [
            "ABCXYZabcxyz0189", "a-b.c_d~e+f/g", "abc=", "abc==", "a==========", "eyJhbGciOi.eyJzdWIi.c2ln-_",
        ])
    func tokenCharacters(token: String) {
        #expect(BearerCredential.token(inAuthorization: "Bearer " + token) == token)
    }

    @Test(
        "a token with a character outside b64token, or '=' before its end, is no token",
        arguments: [
            "ab,c", "ab\"c", "ab!c", "ab%2Fc", "ab c", "ab\tc", "a=b", "=abc", "=", "==", "abc=d=",
            "ab;c", "ab:c", "ab@c", "ab*c", "abç", "ab\u{7F}c", "ab\\c", "(abc)", "abc, Bearer def",
        ])
    func refusedTokens(token: String) {
        #expect(BearerCredential.token(inAuthorization: "Bearer " + token) == nil)
    }

    @Test(
        "another scheme, a missing token, a missing or wrong separator is no bearer credential",
        arguments: [
            "", "Bearer", "Bearer ", "Bearer  ", "Bearerabc", "Bearer\tabc", "Bearer:abc", "Bearer=abc",
            "Basic YWxhZGRpbjpvcGVuc2VzYW1l", "Bear abc", "Bearers abc", " Bearer abc", "Token abc",
            "MAC abc",
        ])
    func refusedCredentials(value: String) {
        #expect(BearerCredential.token(inAuthorization: value) == nil)
    }

    @Test("no Authorization field is no token")
    func missingField() {
        #expect(BearerCredential.token(inAuthorization: nil) == nil)
    }
}
