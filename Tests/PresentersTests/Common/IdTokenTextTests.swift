import Interactors
import Testing

@testable import Presenters

/// The presenter, not the engine, lays out an ID token's claims: the same indented JSON every time.
@Suite("ID token text: the claims as indented JSON")
struct IdTokenTextTests {
    @Test("members sorted by name, two spaces per level, a comma after all but the last")
    func indented() {
        let token = IdToken(claims: [
            "sub": .string("usr_lin"), "exp": .integer(1_800_003_600),
            "context": .object([
                "school": .string("Northfield"), "roles": .array([.string("teacher"), .null]),
            ]),
            "verified": .bool(true),
        ])

        #expect(
            IdTokenText.lines(for: token) == [
                "{",
                "  \"context\": {",
                "    \"roles\": [",
                "      \"teacher\",",
                "      null",
                "    ],",
                "    \"school\": \"Northfield\"",
                "  },",
                "  \"exp\": 1800003600,",
                "  \"sub\": \"usr_lin\",",
                "  \"verified\": true",
                "}",
                "Expires at (exp):  2027-01-15 09:00:00 UTC",
            ])
    }

    @Test(
        "each kind of value as JSON writes it",
        arguments: [
            (ClaimValue.array([]), ["[]"]), (.object([:]), ["{}"]), (.null, ["null"]),
            (.bool(false), ["false"]),
            (.integer(-42), ["-42"]), (.number(1.5), ["1.5"]),
            // A date signed as a double still reads as whole seconds.
            (.number(1_800_000_000), ["1800000000"]),
            (.array([.integer(1), .object([:]), .bool(true)]), ["[", "  1,", "  {},", "  true", "]"]),
        ])
    func values(value: ClaimValue, lines: [String]) {
        #expect(IdTokenText.jsonLines(value) == lines)
    }

    @Test("a string keeps JSON's escapes for quotes, backslashes and control characters, and nothing else")
    func escapes() {
        #expect(
            IdTokenText.jsonLines(.string("a\"b\\c\nd\re\u{08}\u{0C}\te\u{01}f\u{1F}é\u{7F}\u{202E}"))
                == ["\"a\\\"b\\\\c\\nd\\re\\b\\f\\te\\u0001f\\u001fé\u{7F}\u{202E}\""])
        #expect(
            IdTokenText.jsonLines(.object(["na\"me": .string("x")])) == ["{", "  \"na\\\"me\": \"x\"", "}"])
    }
}
