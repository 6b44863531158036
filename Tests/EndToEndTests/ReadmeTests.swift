import Foundation
import TestSupport
import Testing

/// README.md's sample session against the app, so the page cannot drift from what a person sees.
@Suite("README.md")
struct ReadmeTests {
    private static let page = "README.md"

    /// The line of a sample that stands for lines of the app's left out: the menu goes on there.
    private static let elision = "  …"

    @Test("its Dashboard is what the app prints, line for line up to where it shows `…`")
    func dashboardMatchesTheApp() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let printed = try await runner.run(input: ["quit"])

        #expect(printed.status == 0)
        let shown = try #require(Self.dashboard(in: printed.stdout), "no Dashboard in\n\(printed.stdout)")
        let sample = try #require(Self.dashboard(in: PackageFiles.text(at: Self.page)))
        #expect(
            sample.contains(Self.elision + "\n"), "\(Self.page) shows the Dashboard's first items, then `…`")
        #expect(
            Self.sample(sample, isExcerptOf: shown),
            "paste the Dashboard the app prints into \(Self.page), up to its `…`:\n\(shown)")
    }

    @Test(
        "a sample with a choice changed, renumbered or made up is caught; one the menu goes on after is not")
    func editedSampleIsCaught() throws {
        let sample = try #require(Self.dashboard(in: PackageFiles.text(at: Self.page)))
        let menu = try #require(PrintedMenu(in: sample, after: "=========\n"))
        let keyword = "  [\(menu.keywords[0])]\n"
        let changed = sample.replacingOccurrences(of: keyword, with: "  [gone]\n")
        let renumbered = sample.replacingOccurrences(of: "  1) ", with: "  2) ")
        let madeUp = sample.replacingOccurrences(
            of: Self.elision + "\n", with: "  4) Made up  [madeup]\n  …\n")
        let printed = sample.replacingOccurrences(
            of: Self.elision + "\n", with: "  4) Sign in on the web (app-to-web)  [web]\n  5) Quit  [quit]\n")

        #expect(Self.dashboard(in: "Before\n" + changed + "after") == changed)
        #expect(Self.sample(sample, isExcerptOf: printed))
        #expect(!Self.sample(changed, isExcerptOf: printed))
        #expect(!Self.sample(renumbered, isExcerptOf: printed))
        #expect(!Self.sample(madeUp, isExcerptOf: printed))
        #expect(
            !Self.sample(sample, isExcerptOf: sample.replacingOccurrences(of: Self.elision + "\n", with: "")),
            "`…` stands for at least one line")
    }

    /// True when `sample`'s lines before its `…` line open `printed` and those after close it, with
    /// at least one line between; without a `…` line, when the two are the same.
    private static func sample(_ sample: String, isExcerptOf printed: String) -> Bool {
        let lines = sample.split(separator: "\n", omittingEmptySubsequences: false)
        let all = printed.split(separator: "\n", omittingEmptySubsequences: false)
        guard let gap = lines.firstIndex(of: Substring(elision)) else { return lines == all }
        let head = lines[..<gap]
        let tail = lines[(gap + 1)...]
        return all.count > head.count + tail.count && all.starts(with: head)
            && all.suffix(tail.count).elementsEqual(tail)
    }

    /// The first Dashboard in `text`, from its title to the prompt that follows its menu.
    private static func dashboard(in text: String) -> String? {
        guard let title = text.range(of: "Dashboard\n=========\n"),
            let prompt = text.range(of: "Choose: ", range: title.upperBound..<text.endIndex)
        else { return nil }
        return String(text[title.lowerBound..<prompt.upperBound])
    }
}
