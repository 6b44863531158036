import Foundation
import TestSupport
import Testing

/// docs/TESTING.md against the presenter tests it teaches from, so the page cannot drift from them.
@Suite("docs/TESTING.md")
struct TestingDocTests {
    private static let page = "docs/TESTING.md"
    private static let doubles = "Tests/TestSupport/Doubles"

    @Test("every source or test file it names by path exists")
    func namedPathsExist() throws {
        let paths = try ArchitectureDocTests.namedPaths(in: PackageFiles.text(at: Self.page))

        #expect(paths.contains("Tests/TestSupport/Doubles/Common/Script.swift"))
        #expect(ArchitectureDocTests.missing(paths) == [])
    }

    @Test("every code line of its Swift excerpts stands, as written, in the tests")
    func swiftExcerptsAreTestLines() throws {
        let excerpts = try ArchitectureDocTests.codeLines(inSwiftBlocksOf: PackageFiles.text(at: Self.page))
        let tests = try ArchitectureDocTests.swiftLines(under: "Tests")

        #expect(excerpts.count > 30, "the page's excerpts were read")
        #expect(excerpts.filter { !tests.contains($0) } == [])
    }

    @Test("each row of its table of answers is a mock's Script property, worded as the mock's `///` line")
    func answerTableMatchesMocks() throws {
        let rows = try Self.answerRows(in: PackageFiles.text(at: Self.page))
        let declared = try Self.declaredAnswers()

        #expect(rows.count > 40, "the table was read")
        #expect(
            Set(rows.keys).subtracting(declared.keys).sorted() == [], "rows that name no property of a mock")
        for (row, words) in rows {
            guard let documented = declared[row] else { continue }
            #expect(
                Self.comparable(words) == Self.comparable(documented ?? ""),
                "\(row): the table says \"\(words)\", the mock's /// line \"\(documented ?? "")\"")
        }
    }

    @Test("every Script property of every interactor mock says what each answer is, in a /// line")
    func everyAnswerIsDocumented() throws {
        let undocumented = try Self.declaredAnswers().filter { $0.value == nil }.keys.sorted()

        #expect(undocumented == [], "a /// line above each, saying what each answer is")
    }

    @Test("a table row for a property a mock no longer has is caught")
    func staleRowIsCaught() throws {
        let page = """
            <!-- mock answers: begin -->
            | module | mock | property | what each answer is |
            |---|---|---|---|
            | Welcome | `WelcomeInteractorMock` | `profiles` | the old name |
            <!-- mock answers: end -->
            """

        let rows = Self.answerRows(in: page)

        #expect(rows == ["Welcome WelcomeInteractorMock profiles": "the old name"])
        #expect(try Self.declaredAnswers()["Welcome WelcomeInteractorMock profiles"] == nil)
        #expect(
            try Self.declaredAnswers()["Welcome WelcomeInteractorMock profileLists"]
                == "The registered profiles, each time the list is read.")
    }

    /// `module mock property` for each row of the page's table of answers, with what the row says
    /// each answer is.
    private static func answerRows(in markdown: String) -> [String: String] {
        guard let start = markdown.range(of: "<!-- mock answers: begin -->"),
            let end = markdown.range(
                of: "<!-- mock answers: end -->", range: start.upperBound..<markdown.endIndex)
        else { return [:] }
        var rows: [String: String] = [:]
        for line in markdown[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, cells[1].hasPrefix("`") else { continue }
            let key = [cells[0], cells[1], cells[2]].map { $0.replacingOccurrences(of: "`", with: "") }
            rows[key.joined(separator: " ")] = cells[3]
        }
        return rows
    }

    /// `module mock property` for each `var property: Script<…>` of each interactor mock, the module
    /// being the mock's folder under the doubles, with the text of the `///` lines above it (nil
    /// for none).
    private static func declaredAnswers() throws -> [String: String?] {
        let declaration = /^\s*package var (\w+): Script</
        var answers: [String: String?] = [:]
        for path in try PackageFiles.subpaths(of: doubles) where path.hasSuffix("InteractorMock.swift") {
            let parts = path.split(separator: "/")
            let module = parts.count > 1 ? String(parts[0]) : "Common"
            let mock = String(parts.last!.dropLast(".swift".count))
            var documentation: [String] = []
            for line in try PackageFiles.text(at: doubles + "/" + path).split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("///") {
                    documentation.append(trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces))
                    continue
                }
                if let match = line.firstMatch(of: declaration) {
                    answers["\(module) \(mock) \(match.1)"] =
                        documentation.isEmpty ? String?.none : documentation.joined(separator: " ")
                }
                documentation = []
            }
        }
        return answers
    }

    /// `text` as a row and a `///` line are compared: the first letter's case and a final full
    /// stop aside.
    private static func comparable(_ text: String) -> String {
        var words = text.trimmingCharacters(in: .whitespaces)
        if words.hasSuffix(".") { words.removeLast() }
        return words.prefix(1).lowercased() + words.dropFirst()
    }
}
