import Testing

@testable import AuthEngine

/// What the `html-form` fuzz target (docs/FUZZING.md) found in its long run: the page reader
/// collapsed an alert's white space a Character (grapheme cluster) at a time, so a space the
/// reader put before the text, followed by a combining mark, made one Character that was not white
/// space and stayed: the same alert read back with a space in front. White space is collapsed a
/// code point at a time now, and an alert cut at its length limit does not end in a space.
@Suite("Fuzz regressions: an alert's white space, however its text begins or ends")
struct AlertWhiteSpaceFuzzRegressionTests {
    /// The input as found: an alert whose text starts with U+036C (a combining letter) after a
    /// line feed, with a NUL inside.
    static let found: [UInt8] = [
        60, 0, 4, 0, 0, 0, 84, 89, 32, 110, 97, 109, 101, 97, 0, 0, 84, 89, 32, 110, 97, 109, 101, 97, 62, 10,
        60, 100, 105, 118, 32, 114, 111, 108, 101, 61, 65, 76, 69, 82, 84, 62, 60, 112, 62, 60, 112, 62, 10,
        205, 172, 55, 62, 10, 205, 172, 55, 106, 0, 114, 101, 97, 32, 110, 97, 109, 101, 61, 116, 62, 60, 105,
        110, 112, 117, 116, 32, 101, 97, 117, 116, 32, 116,
    ]

    static func alertReadBack(_ alert: String) -> String? {
        let page = #"<!DOCTYPE html><body><p role="alert">"# + LoginPage.escaped(alert) + "</p></body>"
        return HTMLPageReader.read(Array(page.utf8)).alert
    }

    @Test("the alert the fuzzer found reads back as itself")
    func found() throws {
        let alert = try #require(HTMLPageReader.read(Self.found).alert)
        #expect(alert.unicodeScalars.first == "\u{36C}")
        #expect(Self.alertReadBack(alert) == alert)
    }

    @Test("a combining mark after white space or a tag starts the alert, with no space before it")
    func combiningMarkFirst() {
        for markup in [
            "<p role=alert> \u{301}x</p>", "<p role=alert><b></b>\u{301}x</p>",
            "<p role=alert>\n\u{301}x</p>",
        ] {
            #expect(HTMLPageReader.read(Array(markup.utf8)).alert == "\u{301}x", "\(markup)")
        }
    }

    @Test("an alert cut at its limit does not end in a space, and reads back as itself")
    func cutAtTheLimit() throws {
        let words = String(repeating: "word ", count: HTMLPageReader.maxAlertCharacters)
        let alert = try #require(HTMLPageReader.read(Array("<p role=alert>\(words)</p>".utf8)).alert)
        #expect(
            alert
                == String(String(repeating: "word ", count: HTMLPageReader.maxAlertCharacters / 5).dropLast())
        )
        #expect(Self.alertReadBack(alert) == alert)
    }
}
