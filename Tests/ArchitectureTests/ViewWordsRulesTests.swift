import Testing

/// Every sentence a person reads is a presenter's: a module's view (`Sources/Views/<Module>/`)
/// prints the words its presenter hands it and writes no words of its own. Its string literals
/// may hold layout (indentation, the `*` marking a selection), never a letter.
@Suite("Module views write no words of their own")
struct ViewWordsRulesTests {
    /// The folders under `Sources/Views` shared by every module's view, not a module's own.
    static let sharedFolders: Set<String> = ["Common", "Terminal"]

    @Test("no string literal in a module view holds a letter")
    func moduleViewsWriteNoWords() throws {
        // `Sources/Views/<Module>/<File>.swift`: the third component names the folder.
        let files = try PackageSources.swiftFiles(of: "Views").filter { file in
            let components = file.path.split(separator: "/").map(String.init)
            return components.count > 3 && !Self.sharedFolders.contains(components[2])
        }
        let offending = files.flatMap { file in
            Self.wordyLiterals(in: file.text).map { "\(file.path):\($0.line): \"\($0.text)\"" }
        }

        #expect(
            files.contains { $0.path == "Sources/Views/Welcome/WelcomeView.swift" }, "no module view was read"
        )
        #expect(offending.isEmpty, "\(offending.joined(separator: "\n"))")
    }

    @Test("the checker finds a planted word in a literal, an interpolation or a raw string, and no layout")
    func plantedWordsAreFound() {
        let source = #"""
            /// Prints the "Welcome" title; a comment may quote words.
            func show(_ items: [String], account: String) {
                writer.title("Welcome")  // "quoted" in a trailing comment
                /* a "block" comment /* nested "too" */ still a comment */
                writer.body(items.map { ($0.isEmpty ? "  * " : "    ") + $0 })
                writer.body(["Logged in as \(account)", "\(account)\n", "\(account == "" ? "x" : "")"])
                writer.body(["\u{2022} ", "\u{41}"])
                writer.body([#"Raw \(not) "quoted""#, """
                    Many
                    """])
            }
            """#

        #expect(
            Self.wordyLiterals(in: source) == [
                .init(line: 3, text: "Welcome"),
                .init(line: 6, text: "Logged in as "),
                .init(line: 6, text: "x"),
                .init(line: 7, text: "A"),
                .init(line: 8, text: #"Raw \(not) "quoted""#),
                .init(line: 8, text: "        Many\n        "),
            ])
    }

    /// The string literals in `source` whose text, outside interpolations, holds a letter.
    static func wordyLiterals(in source: String) -> [SwiftStringLiterals.Literal] {
        SwiftStringLiterals.find(in: source).filter { $0.text.contains { $0.isLetter } }
    }
}

/// The string literals of Swift source, read past comments: enough of Swift's lexical grammar
/// (comments, escapes, interpolations, raw and multi-line strings) for a rule about what a file
/// writes.
enum SwiftStringLiterals {
    /// One literal: the line it starts on (from 1) and its text with escapes decoded and each
    /// interpolation left out; a literal inside an interpolation is a literal of its own.
    struct Literal: Equatable {
        let line: Int
        let text: String
    }

    /// Every literal in `source`, in the order each ends.
    static func find(in source: String) -> [Literal] {
        scan(source).literals.map(\.literal)
    }

    /// Every literal in `source` with the characters it spans (delimiters included, counted in
    /// `Character`s from the start), and the spans of the comments: what a rule about where a
    /// literal stands needs.
    static func scan(_ source: String) -> (
        literals: [(literal: Literal, span: Range<Int>)], comments: [Range<Int>]
    ) {
        var reader = Reader(characters: Array(source))
        reader.code(untilClosingParenthesis: false)
        return (Array(zip(reader.literals, reader.literalSpans)).map { ($0, $1) }, reader.commentSpans)
    }

    private struct Reader {
        let characters: [Character]
        var index = 0
        var line = 1
        var literals: [Literal] = []
        var literalSpans: [Range<Int>] = []
        var commentSpans: [Range<Int>] = []

        init(characters: [Character]) {
            self.characters = characters
        }

        private func peek(_ offset: Int = 0) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }

        private mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < characters.count {
                if characters[index] == "\n" { line += 1 }
                index += 1
            }
        }

        private func starts(with text: String) -> Bool {
            text.enumerated().allSatisfy { peek($0.offset) == $0.element }
        }

        /// Reads code up to the end, or up to the `)` that closes an interpolation.
        mutating func code(untilClosingParenthesis: Bool) {
            var depth = 0
            while let character = peek() {
                if starts(with: "//") {
                    let start = index
                    while let next = peek(), next != "\n" { advance() }
                    commentSpans.append(start..<index)
                } else if starts(with: "/*") {
                    let start = index
                    blockComment()
                    commentSpans.append(start..<index)
                } else if character == "\"" || character == "#" && hashesOpenString() {
                    string()
                } else if character == "(" {
                    depth += 1
                    advance()
                } else if character == ")" {
                    if depth == 0 && untilClosingParenthesis { return }
                    depth -= 1
                    advance()
                } else {
                    advance()
                }
            }
        }

        private mutating func blockComment() {
            var depth = 0
            repeat {
                if starts(with: "/*") {
                    depth += 1
                    advance(2)
                } else if starts(with: "*/") {
                    depth -= 1
                    advance(2)
                } else {
                    advance()
                }
            } while depth > 0 && peek() != nil
        }

        /// True when the `#`s here open a raw string (`#"`), not a directive such as `#if`.
        private func hashesOpenString() -> Bool {
            var offset = 0
            while peek(offset) == "#" { offset += 1 }
            return peek(offset) == "\""
        }

        /// Reads one literal from its opening delimiter past its closing one.
        private mutating func string() {
            let startLine = line
            let start = index
            var hashes = ""
            while peek() == "#" {
                hashes.append("#")
                advance()
            }
            let isMultiline = starts(with: "\"\"\"")
            advance(isMultiline ? 3 : 1)
            let closing = (isMultiline ? "\"\"\"" : "\"") + hashes
            let escape = "\\" + hashes
            var text = ""
            while let character = peek(), !starts(with: closing) {
                if starts(with: escape) {
                    advance(escape.count)
                    text += escaped()
                } else {
                    text.append(character)
                    advance()
                }
            }
            advance(closing.count)
            literals.append(Literal(line: startLine, text: isMultiline ? Self.dropFirstLine(text) : text))
            literalSpans.append(start..<index)
        }

        /// Reads what follows an escape's backslash: an interpolation (read as code, its literals
        /// found on their own) adds nothing, a `\u{…}` its character, any other its character's
        /// meaning, which is no letter (`\n`, `\t`, `\"`…).
        private mutating func escaped() -> String {
            guard let character = peek() else { return "" }
            advance()
            switch character {
            case "(":
                code(untilClosingParenthesis: true)
                advance()
                return ""
            case "u":
                var digits = ""
                advance()
                while let next = peek(), next != "}" {
                    digits.append(next)
                    advance()
                }
                advance()
                return UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init).map { String(Character($0)) }
                    ?? ""
            case "\n":
                return ""
            default:
                return character.isLetter ? " " : String(character)
            }
        }

        /// A multi-line literal's text starts on the line after its opening delimiter.
        private static func dropFirstLine(_ text: String) -> String {
            guard let newline = text.firstIndex(of: "\n") else { return text }
            return String(text[text.index(after: newline)...])
        }
    }
}
