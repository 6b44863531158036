import Testing
import Views

@Suite("TerminalText shows control characters and bidirectional overrides as visible escapes")
struct TerminalTextTests {
    @Test(
        "each range is escaped up to its boundaries, and its neighbours are left alone",
        arguments: [
            // C0: U+0000–U+001F.
            (0x00, "\\u{00}"), (0x07, "\\u{07}"), (0x09, "\\u{09}"), (0x0A, "\\u{0A}"), (0x0D, "\\u{0D}"),
            (0x1B, "\\u{1B}"), (0x1F, "\\u{1F}"), (0x20, " "),
            // DEL and C1: U+007F–U+009F.
            (0x7E, "~"), (0x7F, "\\u{7F}"), (0x80, "\\u{80}"), (0x9B, "\\u{9B}"), (0x9F, "\\u{9F}"),
            (0xA0, "\u{A0}"),
            // Line and paragraph separators U+2028–U+2029, embeddings and overrides U+202A–U+202E.
            (0x2027, "\u{2027}"), (0x2028, "\\u{2028}"), (0x2029, "\\u{2029}"), (0x202A, "\\u{202A}"),
            (0x202E, "\\u{202E}"), (0x202F, "\u{202F}"),
            // Isolates: U+2066–U+2069.
            (0x2065, "\u{2065}"), (0x2066, "\\u{2066}"), (0x2069, "\\u{2069}"), (0x206A, "\u{206A}"),
        ] as [(UInt32, String)])
    func boundaries(value: UInt32, shown: String) throws {
        let scalar = try #require(Unicode.Scalar(value))
        let text = "a" + String(Character(scalar)) + "b"
        #expect(TerminalText.escaped(text) == "a" + shown + "b")
        #expect(TerminalText.isUnsafe(scalar) == shown.hasPrefix("\\u{"))
        #expect(TerminalText.needsEscaping(text) == shown.hasPrefix("\\u{"))
    }

    @Test(
        "hostile text is shown, not obeyed",
        arguments: [
            ("Eve\u{1B}[2J\u{07}Mallory", "Eve\\u{1B}[2J\\u{07}Mallory"),
            ("PIN:\r\u{1B}[1A\u{1B}[2KPIN: ", "PIN:\\u{0D}\\u{1B}[1A\\u{1B}[2KPIN: "),
            ("line one\nline two\ttab", "line one\\u{0A}line two\\u{09}tab"),
            ("\u{9B}31m red via 8-bit CSI", "\\u{9B}31m red via 8-bit CSI"),
            ("user\u{202E}gnp.exe", "user\\u{202E}gnp.exe"),
            ("\u{2067}abc\u{2069}", "\\u{2067}abc\\u{2069}"),
            ("\u{1B}", "\\u{1B}"), ("\u{0}\u{0}", "\\u{00}\\u{00}"),
            ("\u{1B}]0;title\u{07}", "\\u{1B}]0;title\\u{07}"),
        ])
    func hostile(text: String, shown: String) {
        let escaped = TerminalText.escaped(text)
        #expect(escaped == shown)
        #expect(!escaped.unicodeScalars.contains(where: TerminalText.isUnsafe))
    }

    @Test(
        "ordinary text is returned unchanged",
        arguments: [
            "", "Ada Lovelace", "Zoë Ångström-Øresund", "Łukasz Żółć", "李小龍", "山田 太郎", "Иван Петров",
            "مرحبا بالعالم", "שלום", "👩‍👩‍👧‍👦 family", "🇳🇱", "e\u{301}", "Ω≈ç√∫", "“quoted” — dash…",
            "a\u{200D}b", "\u{FEFF}bom", "C:\\Users\\ada", "\\", "a\\nb", "\\u", "\\u1B", "\\x1B",
            "50% off & <b>", String(repeating: "é", count: 1_000),
        ])
    func ordinary(text: String) {
        #expect(TerminalText.escaped(text) == text)
        #expect(!TerminalText.needsEscaping(text))
    }

    @Test(
        "a backslash is kept, except where it would start an escape",
        arguments: [
            ("C:\\temp", "C:\\temp"),
            ("\\u{1B}", "\\u{5C}u{1B}"),
            ("name \\u{1B}[2J", "name \\u{5C}u{1B}[2J"),
            ("\\u{", "\\u{5C}u{"),
            ("\\\\u{41}", "\\\\u{5C}u{41}"),
            ("\\u{1B}\u{1B}", "\\u{5C}u{1B}\\u{1B}"),
        ])
    func backslash(text: String, shown: String) {
        #expect(TerminalText.escaped(text) == shown)
    }

    @Test("the rendering is reversible: reading every escape back gives the original text")
    func reversible() {
        var random = SplitMix(seed: 0x5EED)
        let pool: [Unicode.Scalar] = [
            "a", "Z", " ", "\\", "u", "{", "}", "1", "B", "é", "李", "😀", "\u{0}", "\u{7}", "\u{9}", "\n",
            "\r", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{9F}", "\u{A0}", "\u{202A}", "\u{202E}",
            "\u{2066}", "\u{2069}", "\u{200F}",
        ]
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 24) {
                text.append(pool[Int(random.next() % UInt64(pool.count))])
            }
            let original = String(text)
            let escaped = TerminalText.escaped(original)
            #expect(!escaped.unicodeScalars.contains(where: TerminalText.isUnsafe))
            #expect(Self.unescaped(escaped) == original, "\(escaped.debugDescription)")
        }
    }

    @Test("text that needs nothing keeps its storage: no copy is made")
    func noCopyWhenNothingIsEscaped() {
        // Long enough not to be stored inline in the String value itself.
        let text = String(repeating: "Ordinary text, accents é and 李. ", count: 8)
        var original = text
        var escaped = TerminalText.escaped(text)
        let same = original.withUTF8 { mine in
            escaped.withUTF8 { theirs in mine.baseAddress == theirs.baseAddress }
        }
        #expect(same)
    }

    /// The inverse of `escaped(_:)`: each `\u{X}` read back as the scalar X.
    static func unescaped(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\", index + 2 < scalars.count, scalars[index + 1] == "u",
                scalars[index + 2] == "{", let close = scalars[(index + 3)...].firstIndex(of: "}"),
                let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 3)..<close])), radix: 16),
                let scalar = Unicode.Scalar(value)
            {
                result.append(scalar)
                index = close + 1
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }
}

/// A small seeded generator, so the reversibility check is the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
