import Testing

@testable import AuthEngine

/// `Authorization: Basic` as the token endpoint reads a client's id and secret (RFC 6749 §2.3.1,
/// RFC 7617 §2).
@Suite("Basic client credentials at the provider's back-channel endpoints")
struct BasicCredentialsTests {
    static func header(_ text: String) -> String {
        "Basic " + Base64.encode(Array(text.utf8))
    }

    @Test(
        "the id and secret are split at the first colon byte and each form-decoded",
        arguments: [
            ("check-rs256:s3cret", "check-rs256", "s3cret"),
            ("a%3Ab:c:d", "a:b", "c:d"),
            ("id:two+words%2B", "id", "two words+"),
            ("id:", "id", ""),
            // A colon followed by a combining mark is one Character, but still the separator.
            ("id:\u{301}secret", "id", "\u{301}secret"),
            ("i\u{301}d:\u{301}x:y", "i\u{301}d", "\u{301}x:y"),
        ])
    func read(text: String, id: String, secret: String) throws {
        let credentials = try #require(TokenServer.basicCredentials(Self.header(text)))
        #expect(credentials.id == id)
        #expect(credentials.secret == secret)
    }

    @Test("the scheme is matched without regard to case")
    func schemeCase() {
        #expect(TokenServer.basicCredentials("bAsIc " + Base64.encode(Array("id:x".utf8)))?.id == "id")
    }

    @Test(
        "anything else is no credential",
        arguments: [
            "Basic", "Bearer " + Base64.encode(Array("id:x".utf8)), "Basic not-base64!",
            "Basic " + Base64.encode(Array("no-colon".utf8)), "Basic " + Base64.encode(Array(":secret".utf8)),
            "Basic " + Base64.encode(Array("id:%zz".utf8)), "Basic " + Base64.encode([0x69, 0x3a, 0xff]),
        ])
    func refused(value: String) {
        #expect(TokenServer.basicCredentials(value) == nil)
    }
}
