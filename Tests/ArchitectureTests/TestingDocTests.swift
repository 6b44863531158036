import Foundation
import TestSupport
import Testing

/// docs/TESTING.md against the presenter tests it teaches from, so the page cannot drift from them.
@Suite("docs/TESTING.md")
struct TestingDocTests {
    private static let page = "docs/TESTING.md"
    private static let doubles = "Tests/PresentersTests/Doubles"

    @Test("every source or test file it names by path exists")
    func namedPathsExist() throws {
        let paths = try ArchitectureDocTests.namedPaths(in: PackageFiles.text(at: Self.page))

        #expect(paths.contains("Tests/PresentersTests/Doubles/Common/Script.swift"))
        #expect(ArchitectureDocTests.missing(paths) == [])
    }

    @Test("every code line of its Swift excerpts stands, as written, in the tests")
    func swiftExcerptsAreTestLines() throws {
        let excerpts = try ArchitectureDocTests.codeLines(inSwiftBlocksOf: PackageFiles.text(at: Self.page))
        let tests = try ArchitectureDocTests.swiftLines(under: "Tests")

        #expect(excerpts.count > 30, "the page's excerpts were read")
        #expect(excerpts.filter { !tests.contains($0) } == [])
    }

    @Test("its table of answers lists exactly the Script properties each interactor mock declares")
    func answerTableMatchesMocks() throws {
        let rows = try Self.answerRows(in: PackageFiles.text(at: Self.page))
        let declared = try Self.declaredAnswers()

        #expect(rows.count > 40, "the table was read")
        #expect(rows.subtracting(declared).sorted() == [], "rows that name no property of a mock")
        #expect(declared.subtracting(rows).sorted() == [], "properties the table leaves out")
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

        #expect(rows == ["Welcome WelcomeInteractorMock profiles"])
        #expect(try !Self.declaredAnswers().contains("Welcome WelcomeInteractorMock profiles"))
    }

    /// `module mock property` for each row of the page's table of answers.
    private static func answerRows(in markdown: String) -> Set<String> {
        guard let start = markdown.range(of: "<!-- mock answers: begin -->"),
            let end = markdown.range(
                of: "<!-- mock answers: end -->", range: start.upperBound..<markdown.endIndex)
        else { return [] }
        var rows: Set<String> = []
        for line in markdown[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, cells[1].hasPrefix("`") else { continue }
            rows.insert(
                [cells[0], cells[1], cells[2]].map { $0.replacingOccurrences(of: "`", with: "") }.joined(
                    separator: " "))
        }
        return rows
    }

    /// `module mock property` for each `var property: Script<…>` of each interactor mock, the module
    /// being the mock's folder under the doubles.
    private static func declaredAnswers() throws -> Set<String> {
        let declaration = /^\s*var (\w+): Script</
        var answers: Set<String> = []
        for path in try PackageFiles.subpaths(of: doubles) where path.hasSuffix("InteractorMock.swift") {
            let parts = path.split(separator: "/")
            let module = parts.count > 1 ? String(parts[0]) : "Common"
            let mock = String(parts.last!.dropLast(".swift".count))
            for line in try PackageFiles.text(at: doubles + "/" + path).split(separator: "\n") {
                if let match = line.firstMatch(of: declaration) {
                    answers.insert("\(module) \(mock) \(match.1)")
                }
            }
        }
        return answers
    }
}
