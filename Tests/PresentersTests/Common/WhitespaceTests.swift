import Testing

@testable import Presenters

@Suite("The one trimming of typed lines, pasted addresses and arguments")
struct WhitespaceTests {
    @Test(
        "whitespace around the text goes, whitespace inside it stays",
        arguments: [
            ("login", "login"), ("  login\t", "login"), ("3\r", "3"), ("\u{00A0}1\u{2003}", "1"),
            (" https://x/?a=1 \n", "https://x/?a=1"), ("a b", "a b"), ("", ""), (" \t\r\n", ""),
        ])
    func trims(text: String, trimmed: String) {
        #expect(text.trimmingWhitespace() == trimmed)
    }
}
