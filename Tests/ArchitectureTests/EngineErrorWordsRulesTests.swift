import Testing

/// Every sentence a person reads is a presenter's: the errors the engine hands the app carry codes
/// and data (printed, `rateLimited(retryAfterSeconds: 30)`), and words only for developers, in a
/// `debugDescription`.
///
/// The rule, for each `package` type under `Sources/AuthEngine` that conforms to `Error`, each
/// type a case of one carries (`case sessionEnded(SessionEndReason)`), and their extensions: no
/// string literal outside a `debugDescription` holds two lowercase words in a row ("could not",
/// "is not"), the mark of a sentence. Codes (`invalid_grant`), names and numbers pass. The
/// server's internal errors are not the app's: their words are the HTTP API's (docs/HTTP.md).
@Suite("The engine's errors carry codes and data, not sentences")
struct EngineErrorWordsRulesTests {
    @Test("no sentence in an error the engine hands the app, nor in a reason it carries")
    func engineErrorsHoldNoSentences() throws {
        let files = try PackageSources.swiftFiles(of: "AuthEngine").map { ($0.path, $0.text) }

        let scope = EngineErrorWords.scope(in: files)
        let found = EngineErrorWords.sentences(in: files)

        #expect(
            ["AuthError", "RejectionReason", "SessionEndReason", "PinPolicyViolation", "SignUpViolation"]
                .allSatisfy(scope.contains),
            "the errors were not read: \(scope.sorted())")
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test(
        "the checker finds a planted sentence in an error, a carried reason and an extension, and nothing else"
    )
    func plantedSentencesAreFound() {
        let source = #"""
            /// Why it failed; "a comment may quote words".
            package enum PlantedError: Error, Equatable {
                case refused(PlantedReason, times: Int)
                case gone

                package var description: String {
                    switch self {
                    case .refused(let reason, _): "The server refused it: \(reason)"
                    case .gone: "gone_for_good"
                    }
                }

                package var debugDescription: String { "refused by the server (\(String(reflecting: self)))" }
            }

            package enum PlantedReason: Equatable {
                case expired
                var message: String { "the session has expired" }
            }

            enum InternalWireError: Error {
                var body: String { "No such route on this server." }
            }

            package enum Unrelated {
                var description: String { "just some words" }
            }

            extension PlantedError {
                var hint: String { "Try again in \(60) seconds." }
            }
            """#

        let found = EngineErrorWords.sentences(in: [("Planted.swift", source)])

        #expect(
            found.map(\.description) == [
                "Planted.swift:8: PlantedError: \"The server refused it: \"",
                "Planted.swift:18: PlantedReason: \"the session has expired\"",
                "Planted.swift:30: PlantedError: \"Try again in  seconds.\"",
            ])
        #expect(EngineErrorWords.scope(in: [("Planted.swift", source)]) == ["PlantedError", "PlantedReason"])
    }
}

/// Finds the sentences in the engine's errors: which types are in scope, and the literals in them
/// that read as a sentence (see `EngineErrorWordsRulesTests`).
enum EngineErrorWords {
    /// A sentence found: where, in which type, and its text (interpolations left out).
    struct Finding: CustomStringConvertible {
        let path: String
        let line: Int
        let type: String
        let text: String

        var description: String { "\(path):\(line): \(type): \"\(text)\"" }
    }

    /// The names of the types the rule covers in `files` (path, text): the `package` errors and,
    /// transitively, the declared types their cases carry.
    static func scope(in files: [(path: String, text: String)]) -> Set<String> {
        let declarations = files.map(Source.init).flatMap(\.declarations)
        let packageTypes = Set(declarations.filter { $0.isType && $0.isPackage }.map(\.name))
        var scope = Set(
            declarations.filter { $0.conformsToError && packageTypes.contains($0.name) }.map(\.name))
        var pending = Array(scope)
        while let name = pending.popLast() {
            for declaration in declarations where declaration.name == name {
                for carried in declaration.carriedTypes where packageTypes.contains(carried) {
                    if scope.insert(carried).inserted { pending.append(carried) }
                }
            }
        }
        return scope
    }

    /// The literals in the bodies of the types in scope, and of their extensions, that hold two
    /// lowercase words in a row, outside a `debugDescription`; in file order, then line order.
    static func sentences(in files: [(path: String, text: String)]) -> [Finding] {
        let scope = scope(in: files)
        return files.map(Source.init).flatMap { source in
            source.declarations.filter { scope.contains($0.name) }.flatMap { declaration in
                source.literals.filter { literal, span in
                    declaration.body.contains(span.lowerBound)
                        && !source.debugDescriptionBodies.contains { $0.contains(span.lowerBound) }
                        && literal.text.contains(twoLowercaseWords)
                }
                .map { literal, _ in
                    Finding(path: source.path, line: literal.line, type: declaration.name, text: literal.text)
                }
            }
        }
    }

    /// Two lowercase words with one space between them, neither part of a longer word.
    private static var twoLowercaseWords: Regex<Substring> { /\b[a-z]+ [a-z]+\b/ }

    /// A type's declaration or an extension: its name, whether it conforms to `Error`, its body.
    private struct Declaration {
        let name: String
        let isType: Bool
        let isPackage: Bool
        let conformsToError: Bool
        /// The characters between its braces.
        let body: Range<Int>
        /// The capitalised names in its enum cases' payloads (`case storage(StoreError)`).
        let carriedTypes: [String]
    }

    /// One file read past its comments and literals.
    private struct Source {
        let path: String
        let literals: [(literal: SwiftStringLiterals.Literal, span: Range<Int>)]
        let declarations: [Declaration]
        let debugDescriptionBodies: [Range<Int>]

        init(_ file: (path: String, text: String)) {
            path = file.path
            let scanned = SwiftStringLiterals.scan(file.text)
            literals = scanned.literals
            // The code alone: every comment and literal blanked, its lines kept.
            var code = Array(file.text)
            for span in scanned.comments + scanned.literals.map(\.span) {
                for index in span where code[index] != "\n" { code[index] = " " }
            }
            let text = String(code)
            let offset = { (index: String.Index) in text.distance(from: text.startIndex, to: index) }
            let declaration =
                /(\b(?:package|public|private|fileprivate|internal)\s+)?(?:(?:final|indirect)\s+)*\b(enum|struct|class|actor|extension)\s+([A-Za-z_][\w.]*)\s*(?:<[^>{]*>)?\s*(:[^{]*)?\{/
            declarations = text.matches(of: declaration).map { match in
                let (_, access, keyword, name, inherits) = match.output
                let body = Self.body(opening: offset(match.range.upperBound) - 1, in: code)
                let bodyText = String(code[body])
                let payloads =
                    keyword == "enum"
                    ? bodyText.matches(of: /\bcase\s+[a-z]\w*\s*\(([^()]*)\)/).map { String($0.output.1) }
                    : []
                return Declaration(
                    name: String(name), isType: keyword != "extension",
                    isPackage: access?.hasPrefix("package") == true,
                    conformsToError: inherits?.contains(/\bError\b/) == true, body: body,
                    carriedTypes: payloads.flatMap { $0.matches(of: /\b[A-Z]\w*/).map { String($0.output) } })
            }
            debugDescriptionBodies = text.matches(of: /\bvar\s+debugDescription\b[^{]*\{/).map { match in
                Self.body(opening: offset(match.range.upperBound) - 1, in: code)
            }
        }

        /// The characters between the brace at `opening` and the one that closes it.
        private static func body(opening: Int, in code: [Character]) -> Range<Int> {
            var depth = 0
            for index in opening..<code.count {
                if code[index] == "{" { depth += 1 }
                if code[index] == "}" { depth -= 1 }
                if depth == 0 { return (opening + 1)..<index }
            }
            return (opening + 1)..<code.count
        }
    }
}
