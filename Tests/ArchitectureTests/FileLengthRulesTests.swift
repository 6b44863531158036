import Testing

/// A file of the app's layers that grows past 250 lines is asking to be split along a seam it
/// already has, as `PinChallengePresenter+Answers.swift` is split from its presenter. The engine
/// (Sources/AuthEngine) is not held to it.
@Suite("No file of the app's layers is longer than 250 lines")
struct FileLengthRulesTests {
    static let maximumLines = 250
    /// The app's layers: every source target but the engine's.
    static let layers = ["App", "DI", "Interactors", "Presenters", "Router", "Views"]

    @Test("every file of the app's layers has at most 250 lines", arguments: layers)
    func filesAreShort(layer: String) throws {
        let files = try PackageSources.swiftFiles(of: layer)
        let long = files.filter { Self.lineCount(of: $0.text) > Self.maximumLines }
            .map { "\($0.path): \(Self.lineCount(of: $0.text)) lines" }

        #expect(!files.isEmpty, "no sources read for \(layer)")
        #expect(long == [], "split these along a seam they have:\n\(long.joined(separator: "\n"))")
    }

    @Test("the count is the lines an editor shows, the last one ended or not")
    func countsLines() {
        #expect(Self.lineCount(of: "") == 0)
        #expect(Self.lineCount(of: "import Router\n") == 1)
        #expect(Self.lineCount(of: "a\n\nb") == 3)
        #expect(Self.lineCount(of: String(repeating: "x\n", count: 251)) == 251)
    }

    static func lineCount(of text: String) -> Int {
        guard !text.isEmpty else { return 0 }
        let newlines = text.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        return text.hasSuffix("\n") ? newlines : newlines + 1
    }
}
