import Testing

/// Nothing in this package is an API for outsiders: declarations other targets use are `package`,
/// never `public`, and each says what it is for in a `///` comment. swift-format's lint checks
/// documentation on `public` declarations only, so this test carries that rule over to `package`.
@Suite("Access levels say what is meant, and every package declaration is documented")
struct AccessLevelRulesTests {
    @Test("no target declares anything public")
    func nothingIsPublic() throws {
        let offending = try Self.sourceFiles().flatMap { file in
            Self.declarations(in: file.text, modifier: "public").map { "\(file.path):\($0.line)" }
        }
        #expect(offending.isEmpty, "\(offending)")
    }

    @Test("every package declaration has a documentation comment")
    func packageDeclarationsAreDocumented() throws {
        let offending = try Self.sourceFiles().flatMap { file in
            Self.declarations(in: file.text, modifier: "package")
                .filter { !$0.isDocumented }
                .map { "\(file.path):\($0.line): \($0.code)" }
        }
        #expect(offending.isEmpty, "\(offending)")
    }

    @Test(
        "the checker finds a public or an undocumented package declaration, and passes attributes",
        arguments: [
            ("public struct Leak {}", "public", 1, 0),
            ("/// A thing.\npackage struct Thing {}", "package", 1, 1),
            ("/// A thing.\n@MainActor\n@discardableResult\npackage func run() {}", "package", 1, 1),
            ("package let bare = 1", "package", 1, 0),
            ("// A comment, not documentation.\npackage var plain = 1", "package", 1, 0),
            ("/// Says what.\n    package init() {}", "package", 1, 1),
            ("let package = \"package\"\n// package notes", "package", 0, 0),
            ("@MainActor package final class Screen {}", "package", 1, 0),
        ])
    func checkerFindsPlantedDeclarations(source: String, modifier: String, found: Int, documented: Int) {
        let declarations = Self.declarations(in: source, modifier: modifier)
        #expect(declarations.count == found)
        #expect(declarations.filter(\.isDocumented).count == documented)
    }

    /// A declaration carrying the modifier: where it is, and whether a `///` line precedes it.
    struct Declaration {
        let line: Int
        let code: String
        let isDocumented: Bool
    }

    static func sourceFiles() throws -> [PackageSources.File] {
        try PackageSources.targetNames().flatMap { try PackageSources.swiftFiles(of: $0) }
    }

    /// The declarations in `text` whose modifiers include `modifier`; attributes between the
    /// comment and the declaration (`@MainActor`, `@discardableResult`) do not separate them.
    static func declarations(in text: String, modifier: String) -> [Declaration] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.trimmingPrefix(while: \.isWhitespace))
        }
        return lines.enumerated().compactMap { index, code in
            guard declares(code, modifier: modifier) else { return nil }
            var above = index - 1
            while above >= 0, lines[above].hasPrefix("@") { above -= 1 }
            let isDocumented = above >= 0 && lines[above].hasPrefix("///")
            return Declaration(line: index + 1, code: code, isDocumented: isDocumented)
        }
    }

    /// True when `code` (one line, leading spaces removed) begins a declaration with `modifier`,
    /// possibly after attributes on the same line.
    static func declares(_ code: String, modifier: String) -> Bool {
        var words = code.split(separator: " ")[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        return words.first == Substring(modifier) && words.count > 1
    }
}
