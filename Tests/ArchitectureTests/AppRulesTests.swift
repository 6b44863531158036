import Testing

/// `App` is `main`, the command table and the exit codes: every command is a module DI builds, so
/// `App` imports DI to build it and the layers whose values the table reads and hands over, never
/// the engine; and every sentence a person reads outside the command table's help and usage is a
/// presenter's.
///
/// The rule for words, precisely: a string literal of `Sources/App` holding a word (two letters in
/// a row; a unit such as `"s"` is no word) may stand only
/// - in the command table itself: `Sources/App/CommandTable.swift` and the files of
///   `Sources/App/CommandLine/` (the parser, usage lines, help, version, shared options and
///   their refusals), or
/// - among the arguments of a declaration the parser, the usage and the help read: a
///   `CommandDeclaration(…)`, an `Argument<…>.…(…)` (its name, placeholder, `expected:` and
///   `help:`), or a `UsageError(…)` refusing a command line.
/// Anything else in `App` holding a word — `"Goodbye."`, a failure line, a report — fails here.
@Suite("App holds main, the command table and the exit codes")
struct AppRulesTests {
    /// The files of the command table, where help and usage are written.
    static func isCommandTable(_ path: String) -> Bool {
        path == "Sources/App/CommandTable.swift" || path.hasPrefix("Sources/App/CommandLine/")
    }

    @Test("App imports DI and the layers whose values its command table reads, never the engine")
    func importsWhatItUses() throws {
        let files = try PackageSources.swiftFiles(of: "App")
        let imported = Set(files.flatMap { ImportRules.imports(in: $0.text).map(\.module) })

        #expect(!files.isEmpty)
        #expect(
            imported.subtracting(ImportRules.toolchainModules) == [
                "DI", "Interactors", "Presenters", "Router", "Views",
            ])
        #expect(
            !imported.contains("AuthEngine"), "App reaches the engine only through a command's interactor")
    }

    @Test("outside the command table's help and usage, App's string literals hold no word")
    func appWritesNoSentence() throws {
        let files = try PackageSources.swiftFiles(of: "App").filter { !Self.isCommandTable($0.path) }
        let offending = files.flatMap { file in
            Self.wordyLiterals(in: file.text).map { "\(file.path):\($0.line): \"\($0.text)\"" }
        }

        #expect(
            files.contains { $0.path == "Sources/App/Companion/PushCommand.swift" }, "no command was read")
        #expect(offending.isEmpty, "\(offending.joined(separator: "\n"))")
    }

    @Test("the checker finds a planted sentence, and reads past declarations and usage refusals")
    func plantedSentencesAreFound() {
        let source = #"""
            struct Planted: Command {
                static let name = Argument<String>.text(
                    "--name", "N", expected: "some text", help: "The name (see \(other) \"quoted\").")
                static let declaration = CommandDeclaration(
                    name: "planted", summary: "a (parenthesised) summary", usage: .nothing,
                    details: """
                        Details, with a ) in them.
                        """)

                func run() -> Int32 {
                    guard ok else { throw UsageError("planted needs --name") }
                    // "Commented." is not written.
                    output.writeLine("Goodbye.")
                    let unit = "s"
                    return "\(count) done".isEmpty ? 1 : 0
                }
            }
            """#

        #expect(
            Self.wordyLiterals(in: source) == [
                .init(line: 13, text: "Goodbye."),
                .init(line: 15, text: " done"),
            ])
    }

    /// The literals of `source` outside declarations and usage refusals that hold a word.
    static func wordyLiterals(in source: String) -> [SwiftStringLiterals.Literal] {
        SwiftStringLiterals.find(in: withoutDeclarations(source)).filter { literal in
            zip(literal.text, literal.text.dropFirst()).contains { $0.isLetter && $1.isLetter }
        }
    }

    /// `source` with the arguments of every declaration call and `UsageError(…)` blanked out
    /// (line breaks kept, so the lines of what is left stay where they were).
    static func withoutDeclarations(_ source: String) -> String {
        var characters = Array(source)
        var index = 0
        while index < characters.count {
            if let open = declarationCallOpening(in: characters, at: index) {
                let close = matchingParenthesis(in: characters, from: open)
                for blank in (open + 1)..<close where characters[blank] != "\n" { characters[blank] = " " }
                index = close
            } else if characters[index] == "\"" {
                index = endOfString(in: characters, from: index)
            } else if starts(characters, at: index, with: "//") {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else {
                index += 1
            }
        }
        return String(characters)
    }

    /// The index of the `(` of a declaration call starting at `index`, or nil.
    private static func declarationCallOpening(in characters: [Character], at index: Int) -> Int? {
        if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
        for name in ["CommandDeclaration(", "UsageError("] where starts(characters, at: index, with: name) {
            return index + name.count - 1
        }
        guard starts(characters, at: index, with: "Argument<") else { return nil }
        var cursor = index
        while cursor < characters.count, characters[cursor] != "(", characters[cursor] != "\n" { cursor += 1 }
        return cursor < characters.count && characters[cursor] == "(" ? cursor : nil
    }

    /// The index of the `)` closing the `(` at `open`, past strings and their interpolations.
    private static func matchingParenthesis(in characters: [Character], from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < characters.count {
            switch characters[index] {
            case "\"":
                index = endOfString(in: characters, from: index)
                continue
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return characters.count - 1
    }

    /// The index just past the string literal that opens at `start` (single-line or multi-line),
    /// its escapes and interpolations skipped.
    private static func endOfString(in characters: [Character], from start: Int) -> Int {
        let multiline = starts(characters, at: start, with: "\"\"\"")
        let closing = multiline ? "\"\"\"" : "\""
        var index = start + closing.count
        while index < characters.count {
            if characters[index] == "\\" {
                if index + 1 < characters.count, characters[index + 1] == "(" {
                    index = matchingParenthesis(in: characters, from: index + 1) + 1
                } else {
                    index += 2
                }
            } else if starts(characters, at: index, with: closing) {
                return index + closing.count
            } else {
                index += 1
            }
        }
        return index
    }

    private static func starts(_ characters: [Character], at index: Int, with text: String) -> Bool {
        index + text.count <= characters.count && String(characters[index..<(index + text.count)]) == text
    }
}
