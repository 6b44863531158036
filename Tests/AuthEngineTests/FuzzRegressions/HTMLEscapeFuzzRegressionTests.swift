import TestSupport
import Testing

@testable import AuthEngine

/// What the `html-form` fuzz target (docs/FUZZING.md) found: the provider's pages escaped text a
/// Character (grapheme cluster) at a time, and a quote followed by a combining mark is one
/// Character that is not `"`, so it went into the page raw and ended the attribute it stood in.
/// A browser reads markup a code point at a time; so must the escaping.
@Suite("Fuzz regressions: the provider's pages escape every quote")
struct HTMLEscapeFuzzRegressionTests {
    /// A special character of HTML followed by a combining mark (U+06D7 is the one the fuzzer
    /// found, U+0301 the acute accent), each one Character to Swift.
    static let joined = ["\"\u{6D7}", "\"\u{301}", "'\u{301}", "<\u{301}", ">\u{301}", "&\u{301}"]

    @Test("a special character joined to a combining mark is escaped", arguments: joined)
    func joinedCharacter(text: String) {
        let escaped = LoginPage.escaped(text)
        #expect(!escaped.unicodeScalars.contains { "\"'<>".unicodeScalars.contains($0) })
        #expect(escaped.unicodeScalars.first == "&")
        #expect(escaped.unicodeScalars.last == text.unicodeScalars.last)
    }

    @Test("the device page's code reads back as it was given, as the fuzzer found it")
    func devicePageCode() {
        let code = "/nested\"\u{6D7}idd'quence is not valid <or> h"
        let page = HTMLPageReader.read(DevicePage.form(code: code, request: nil, csrfToken: "t").body)
        #expect(page.form?.inputs.first?.value == code)
        #expect(page.form?.hiddenFields == [HTMLField(name: "csrf_token", value: "t")])
    }

    @Test("what was typed on the device page is shown again in its field, never as markup")
    func typedCodeShownAgain() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let fixture = try OpenIDFixture(directory: directory)
            let page = await fixture.server.handle(EngineRequest(method: .get, path: DevicePage.path))
            let token = try #require(HTMLPageReader.read(page.body).form?.hiddenFields.first?.value)
            let typed = "x\"\u{301} autofocus y=\"\u{301}"
            let again = await fixture.post(
                DevicePage.path,
                [
                    ("csrf_token", token), ("user_code", typed), ("email", ""), ("password", ""),
                    ("action", "approve"),
                ])
            let read = HTMLPageReader.read(again.body)
            #expect(read.form?.inputs.first { $0.name == "user_code" }?.value == typed)
            let html = String(decoding: again.body, as: UTF8.self)
            let raw = "x\"\u{301} autofocus"
            #expect(!html.contains(raw))
        }
    }
}
