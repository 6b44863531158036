/// The VIPER layering as data: which of our modules each target may import, and a checker that
/// reads `import` lines (every form: attributes, access levels, `import struct X.Y`, several on a
/// line) and reports each forbidden one with its file and line.
enum ImportRules {
    /// An `import` found in a source file.
    struct Import: Equatable {
        let module: String
        /// The whole dotted name, submodules included (`_Builtin_intrinsics.intel.cpuid`).
        let path: String
        let line: Int
        /// True for `@_exported import`, which would hand the module on to every importer.
        let isReexported: Bool
    }

    /// A forbidden import or manifest dependency, located.
    struct Violation: Equatable, CustomStringConvertible {
        let file: String
        let line: Int
        let message: String

        var description: String { "\(file):\(line): \(message)" }
    }

    /// Modules of the toolchain every target may import. Foundation is not among them: it
    /// slows start-up, and FoundationEssentials has what the app needs.
    static let toolchainModules: Set<String> = [
        "Darwin", "Dispatch", "FoundationEssentials", "Glibc", "Musl", "Synchronization",
    ]

    /// Our modules each source target may import (test targets are not layered).
    static let allowedImports: [String: Set<String>] = [
        "AuthEngineSHAExtensions": [],
        "AuthEngine": ["AuthEngineSHAExtensions"],
        "Interactors": ["AuthEngine"],
        "Presenters": ["Interactors"],
        "Views": ["Presenters"],
        // The routes carry the app's entities and flows (`ProfileID`, `LoginAttempt`, …), which
        // Interactors declare; the modules the router shows are built through DI, never here.
        "Router": ["Presenters", "Interactors"],
        "DI": ["AuthEngine", "Interactors", "Presenters", "Views", "Router"],
        // `main`, the command table and the exit codes: every command is a module DI builds and
        // runs; the values the table reads and hands over (an environment, a fault, an address, a
        // request, an outcome) belong to the layers that define them, which it imports by name.
        // Never the engine: App reaches it only through a command's interactor.
        "App": ["DI", "Interactors", "Presenters", "Router", "Views"],
        // The programs outside Sources: the benchmark, the tools the storage tests run, and the
        // end-to-end tests' `$BROWSER`.
        "EngineBench": ["AuthEngine"],
        "StoreContention": ["AuthEngine"],
        "SessionWriter": ["AuthEngine"],
        "ServerStoreWriter": ["AuthEngine"],
        "viper-auth-test-browser": ["AuthEngine"],
        // What the test targets share: test code, which may use Foundation and Swift Testing as the
        // tests do, and the one double of each interactor protocol.
        "TestSupport": ["AuthEngine", "Interactors", "Foundation", "Testing"],
    ]

    /// Compiler intrinsics, by their whole module path, and the targets that may import them: the
    /// CPUID check in AuthEngine, and the SHA instructions in the one target built with them
    /// enabled (docs/ENGINE.md, "Crypto").
    static let allowedIntrinsics: [String: Set<String>] = [
        "AuthEngine": ["_Builtin_intrinsics.intel.cpuid"],
        "AuthEngineSHAExtensions": ["_Builtin_intrinsics.intel"],
    ]

    /// Every target with a rule, in a stable order.
    static var targets: [String] { allowedImports.keys.sorted() }

    /// The violations in `source`, a file of `target` at `file`.
    static func violations(inTarget target: String, file: String, source: String) -> [Violation] {
        let allowed = (allowedImports[target] ?? []).union(toolchainModules)
        var found: [Violation] = []
        let intrinsics = allowedIntrinsics[target] ?? []
        for statement in imports(in: source) {
            if !allowed.contains(statement.module) && !intrinsics.contains(statement.path) {
                found.append(
                    Violation(
                        file: file, line: statement.line,
                        message: "\(target) imports \(statement.module), which it must not"))
            } else if statement.isReexported {
                found.append(
                    Violation(
                        file: file, line: statement.line,
                        message: "\(target) re-exports \(statement.module), handing it past the layering"))
            }
        }
        return found
    }

    /// Every `import` in `source`, skipping comments and multi-line string literals.
    static func imports(in source: String) -> [Import] {
        var found: [Import] = []
        var inBlockComment = false
        var inStringLiteral = false
        for (index, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if inStringLiteral || line.contains(tripleQuote) {
                if line.ranges(of: tripleQuote).count % 2 == 1 { inStringLiteral.toggle() }
                continue
            }
            line = removingComments(from: line, inBlockComment: &inBlockComment)
            for statement in line.split(separator: ";") {
                if let parsed = parseImport(statement, line: index + 1) { found.append(parsed) }
            }
        }
        return found
    }

    private static let tripleQuote = String(repeating: "\"", count: 3)

    /// `line` without `//` comments and `/* … */` spans, which may continue across lines.
    private static func removingComments(from line: Substring, inBlockComment: inout Bool) -> Substring {
        var kept = ""
        var rest = line
        while !rest.isEmpty {
            if inBlockComment {
                guard let end = rest.firstRange(of: "*/") else { return Substring(kept) }
                rest = rest[end.upperBound...]
                inBlockComment = false
            } else if let comment = rest.firstRange(of: "//"),
                rest.firstRange(of: "/*").map({ comment.lowerBound < $0.lowerBound }) ?? true
            {
                kept += rest[..<comment.lowerBound]
                return Substring(kept)
            } else if let start = rest.firstRange(of: "/*") {
                kept += rest[..<start.lowerBound] + " "
                rest = rest[start.upperBound...]
                inBlockComment = true
            } else {
                kept += rest
                rest = ""
            }
        }
        return Substring(kept)
    }

    private static let accessLevels: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private",
    ]
    private static let declarationKinds: Set<Substring> = [
        "struct", "class", "enum", "protocol", "typealias", "func", "let", "var",
    ]

    /// The import in one statement: `[@attribute…] [access level] import [kind] Module[.Name]`.
    private static func parseImport(_ statement: Substring, line: Int) -> Import? {
        var words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        var isReexported = false
        while let word = words.first, word.hasPrefix("@") || accessLevels.contains(word) {
            if word == "@_exported" { isReexported = true }
            words = words.dropFirst()
        }
        guard words.first == "import" else { return nil }
        words = words.dropFirst()
        if let kind = words.first, declarationKinds.contains(kind) { words = words.dropFirst() }
        guard let path = words.first, let module = path.split(separator: ".").first else { return nil }
        return Import(module: String(module), path: String(path), line: line, isReexported: isReexported)
    }

    /// The violations in a package manifest: each source target's declared dependencies must be
    /// modules it may import (so no package products, and no layer shortcuts).
    static func manifestViolations(in manifest: String, file: String = "Package.swift") -> [Violation] {
        var found: [Violation] = []
        for declaration in targetDeclarations(in: manifest) {
            guard let allowed = allowedImports[declaration.name] else {
                found.append(
                    Violation(
                        file: file, line: declaration.line,
                        message: "target \(declaration.name) has no import rule"))
                continue
            }
            for dependency in declaration.dependencies where !allowed.contains(dependency) {
                found.append(
                    Violation(
                        file: file, line: declaration.line,
                        message: "\(declaration.name) depends on \(dependency), which it must not"))
            }
        }
        return found
    }

    /// A `.target(…)` or `.executableTarget(…)` of a manifest (test targets are not layered).
    struct TargetDeclaration: Equatable {
        let name: String
        let dependencies: [String]
        let line: Int
        /// Everything between the declaration's parentheses.
        let arguments: String

        /// The folder of the target's sources: its `path:`, else SwiftPM's default.
        var path: String {
            ImportRules.quotedStrings(after: "path:", in: arguments[...]).first ?? "Sources/" + name
        }
        /// The folders under `path` its `exclude:` leaves out.
        var excluded: [String] {
            ImportRules.quotedStrings(after: "exclude:", in: arguments[...], upTo: "]")
        }
    }

    /// Each source target declared in `manifest`, with the quoted names in its `dependencies:`.
    static func targetDeclarations(in manifest: String) -> [TargetDeclaration] {
        var declarations: [TargetDeclaration] = []
        var rest = manifest[...]
        while let opening = [".target(", ".executableTarget("].compactMap({ rest.firstRange(of: $0) })
            .min(by: { $0.lowerBound < $1.lowerBound })
        {
            let arguments = balancedParentheses(in: rest[opening.upperBound...])
            rest = rest[arguments.endIndex...]
            guard let name = quotedStrings(after: "name:", in: arguments).first else { continue }
            let dependencies = quotedStrings(after: "dependencies:", in: arguments, upTo: "]")
            let line = manifest[..<opening.lowerBound].count(where: { $0 == "\n" }) + 1
            declarations.append(
                TargetDeclaration(
                    name: name, dependencies: dependencies, line: line, arguments: String(arguments)))
        }
        return declarations
    }

    /// The text up to the parenthesis that closes one already opened.
    private static func balancedParentheses(in text: Substring) -> Substring {
        var depth = 1
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return text[..<index] }
            default: break
            }
        }
        return text
    }

    /// The quoted strings after `label` in `text`, up to `terminator` if given.
    private static func quotedStrings(
        after label: String, in text: Substring, upTo terminator: Character? = nil
    ) -> [String] {
        guard let labelRange = text.firstRange(of: label) else { return [] }
        let tail = text[labelRange.upperBound...].prefix(while: { $0 != terminator })
        return tail.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
