import Testing

/// The sources keep every text bound for the terminal behind `TerminalText.escaped(_:)`: module
/// views print only through `ScreenWriter`, and the app's own writes escape what they interpolate.
@Suite("Terminal output passes through the escaping in one place")
struct TerminalOutputRulesTests {
    /// Files that may write to a terminal directly: the writers that escape (the screens', and the
    /// one-shot commands' base view, whose every line goes through `CommandOutput.writeLine`), and
    /// the terminals.
    static let directWriters = [
        "Sources/Views/Common/ScreenWriter.swift", "Sources/Views/Command/CommandLineView.swift",
    ]

    @Test("module views print only through ScreenWriter")
    func viewsPrintThroughScreenWriter() throws {
        let offending = try PackageSources.swiftFiles(of: "Views")
            .filter { !$0.path.hasPrefix("Sources/Views/Terminal/") && !Self.directWriters.contains($0.path) }
            .flatMap { file in
                Self.calls(in: file.text, to: ["terminal.write(", "terminal.writeLine(", ".writeLine("])
                    .map { "\(file.path): \($0)" }
            }
        #expect(offending.isEmpty, "\(offending)")
    }

    @Test("the app's own writes escape every interpolated value")
    func appEscapesInterpolations() throws {
        let offending = try PackageSources.swiftFiles(of: "App").flatMap { file in
            Self.calls(
                in: file.text, to: ["ProcessIO.writeError(", "ProcessIO.writeOutput(", "terminal.writeLine("]
            )
            .filter { $0.contains("\\(") && !$0.contains("TerminalText.escaped(") }
            .map { "\(file.path): \($0)" }
        }
        #expect(offending.isEmpty, "\(offending)")
    }

    @Test("presenters write no control characters into their texts: views get one line per text")
    func presentersWriteNoControls() throws {
        let escapes =
            [#"\n"#, #"\r"#, #"\t"#, #"\u{0"#, #"\u{1"#, #"\u{7F}"#, #"\u{8"#, #"\u{9"#]
            + [#"\u{202"#, #"\u{206"#]
        let offending = try PackageSources.swiftFiles(of: "Presenters").flatMap { file in
            file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
                index, line -> String? in
                let code = line.trimmingPrefix(while: \.isWhitespace)
                // Doc comments may name an escape; comparing a typed line with one, or splitting
                // text into lines at one, is reading, not writing.
                guard !code.hasPrefix("//"), !line.contains(#"== "\"#), !line.contains("split(separator: "),
                    escapes.contains(where: { line.contains($0) })
                else { return nil }
                return "\(file.path):\(index + 1): \(code)"
            }
        }
        #expect(offending.isEmpty, "\(offending)")
    }

    @Test("the checker finds a planted raw write, on one line or over several")
    func plantedWritesAreFound() {
        let source = """
            ProcessIO.writeError("viper-auth: \\(message)\\n")
            ProcessIO.writeOutput(
                "Signed in as \\(user.fullName)\\n")
            ProcessIO.writeError(TerminalText.escaped("viper-auth: \\(error)") + "\\n")
            """
        let calls = Self.calls(in: source, to: ["ProcessIO.writeError(", "ProcessIO.writeOutput("])
        #expect(calls.count == 3)
        #expect(calls.filter { $0.contains("\\(") && !$0.contains("TerminalText.escaped(") }.count == 2)
    }

    /// Each call to one of `names` in `source`, from its name to its closing parenthesis.
    static func calls(in source: String, to names: [String]) -> [String] {
        var found: [String] = []
        for name in names {
            var rest = Substring(source)
            while let range = rest.range(of: name) {
                var depth = 1
                var end = range.upperBound
                while end < rest.endIndex, depth > 0 {
                    if rest[end] == "(" { depth += 1 }
                    if rest[end] == ")" { depth -= 1 }
                    end = rest.index(after: end)
                }
                found.append(String(rest[range.lowerBound..<end]))
                rest = rest[end...]
            }
        }
        return found
    }
}
