import Testing

/// `--trace` is composed at the DI seam (`Sources/DI/Tracing`), so presentation logic holds no
/// trace code: no file under `Sources/Presenters` mentions a trace, a tracer or `Tracer`.
@Suite("Presenters hold no trace code")
struct PresenterTraceRulesTests {
    /// The presenters that still trace by hand, and what only they use, until DI wraps their modules
    /// as it wraps the others; each comes off this list when its module does.
    static let notYetDecorated: [String] = []

    @Test("no file under Sources/Presenters mentions trace, tracer or Tracer")
    func presentersHoldNoTraceCode() throws {
        let offending = try PackageSources.swiftFiles(of: "Presenters")
            .filter { file in !Self.notYetDecorated.contains { file.path.hasPrefix($0) } }
            .flatMap { file in Self.mentions(in: file.text).map { "\(file.path):\($0)" } }

        #expect(offending.isEmpty, "\(offending.joined(separator: "\n"))")
    }

    @Test("each presenter file still excused still traces: one that no longer does comes off the list")
    func excusedFilesStillTrace() throws {
        let files = try PackageSources.swiftFiles(of: "Presenters")

        for excused in Self.notYetDecorated {
            let matching = files.filter { $0.path.hasPrefix(excused) }
            #expect(
                matching.contains { !Self.mentions(in: $0.text).isEmpty },
                "\(excused) no longer mentions tracing: remove it from notYetDecorated")
        }
    }

    @Test("the checker finds a planted mention in code or in a comment, whatever its case")
    func plantedMentionsAreFound() {
        let source = """
            import Interactors
            private let tracer: Tracer
            // the URL is never traced
            let remaining = total.subtracting(used)
            TRACE("loud")
            """

        #expect(Self.mentions(in: source) == [2, 3, 5])
    }

    /// The numbers of the lines of `text` that mention tracing, from 1.
    static func mentions(in text: String) -> [Int] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            line.lowercased().contains("trace") ? index + 1 : nil
        }
    }
}
