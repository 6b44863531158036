import Foundation
import TestSupport
import Testing

/// README.md's sample session against the app, so the page cannot drift from what a person sees.
@Suite("README.md")
struct ReadmeTests {
    private static let page = "README.md"

    @Test("its Dashboard is what the app prints, choice for choice")
    func dashboardMatchesTheApp() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let printed = try await runner.run(input: ["quit"])

        #expect(printed.status == 0)
        let shown = try #require(Self.dashboard(in: printed.stdout), "no Dashboard in\n\(printed.stdout)")
        let sample = try #require(Self.dashboard(in: PackageFiles.text(at: Self.page)))
        #expect(sample == shown, "paste the Dashboard the app prints into \(Self.page)")
    }

    @Test("a sample with a choice left out is caught: its Dashboard differs from the app's")
    func editedSampleIsCaught() throws {
        let sample = try #require(Self.dashboard(in: PackageFiles.text(at: Self.page)))
        let menu = try #require(PrintedMenu(in: sample, after: "=========\n"))
        let edited = sample.replacingOccurrences(of: "  [\(menu.keywords[0])]\n", with: "  [gone]\n")

        #expect(Self.dashboard(in: "Before\n" + edited + "after") == edited)
        #expect(edited != sample)
    }

    /// The first Dashboard in `text`, from its title to the prompt that follows its menu.
    private static func dashboard(in text: String) -> String? {
        guard let title = text.range(of: "Dashboard\n=========\n"),
            let prompt = text.range(of: "Choose: ", range: title.upperBound..<text.endIndex)
        else { return nil }
        return String(text[title.lowerBound..<prompt.upperBound])
    }
}
