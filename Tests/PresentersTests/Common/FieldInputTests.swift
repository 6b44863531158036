import Presenters
import Testing

@Suite("A line is checked at its field before any presenter sees it")
struct FieldInputTests {
    @Test(
        "ordinary text, accents, scripts and emoji are accepted as typed",
        arguments: ["ada@example.org", "  Ada Lovelace  ", "Zoë Ñúñez", "李小龍", "🔐 key", "a\\b"])
    func ordinaryText(line: String) {
        #expect(FieldInput.check(line, at: .text("Name")) == .accepted(line))
    }

    @Test("a line of only spaces and tabs is the empty line", arguments: ["", " ", "     ", "\t", " \t "])
    func spacesAreEmpty(line: String) {
        #expect(FieldInput.check(line, at: .text("Name")) == .accepted(""))
        #expect(FieldInput.check(line, at: .secret("PIN")) == .accepted(""))
    }

    @Test(
        "a control character anywhere is refused, naming the field",
        arguments: [
            "\u{0}", "Eve\u{1B}[2J", "ring\u{7}", "tab\tinside", "\u{1F}", "del\u{7F}", "\u{80}",
            "c1\u{9B}31m",
            "\u{9F}", "\u{2028}", "\u{2029}", "\u{202A}", "evil\u{202E}gpj.exe", "\u{2066}", "\u{2069}",
        ])
    func controlCharacters(line: String) {
        #expect(
            FieldInput.check(line, at: .text("Full name"))
                == .refused(
                    message: "That line holds a control character (such as Escape or a tab), which Full name"
                        + " cannot hold. Please type it again."))
    }

    @Test(
        "the characters next to the refused ranges are accepted",
        arguments: ["\u{20}x", "\u{A0}", "\u{2027}", "\u{202F}", "\u{2065}", "\u{206A}"])
    func neighboursAccepted(line: String) {
        #expect(FieldInput.check(line, at: .text("Name")) == .accepted(line))
    }

    @Test("bytes that were not UTF-8 (read as U+FFFD) are refused")
    func invalidUTF8() {
        #expect(
            FieldInput.check("f\u{FFFD}o", at: .secret("Password"))
                == .refused(
                    message:
                        "That line is not valid UTF-8 text, so it cannot be used as Password. Please type it again."
                ))
    }

    @Test("a line longer than the field is refused; one at the limit is accepted")
    func length() {
        let prompt = Prompt.text("Email", maximumLength: 254)
        let atLimit = String(repeating: "é", count: 254)

        #expect(FieldInput.check(atLimit, at: prompt) == .accepted(atLimit))
        #expect(
            FieldInput.check(atLimit + "x", at: prompt)
                == .refused(
                    message: "That is too long for Email: at most 254 characters. Please type it again."))
        #expect(Prompt.text("Choose").maximumLength == Prompt.defaultMaximumLength)
    }
}
