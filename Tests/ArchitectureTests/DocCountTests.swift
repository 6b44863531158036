import Foundation
import TestSupport
import Testing

/// Counts in the prose of README.md and docs/: a number before a word for something the code has
/// a growing list of (screens, modules, routes…) goes stale the day one is added, so each is either
/// a claim below, computed from the code, or refused. Diagrams and code blocks are left out: the
/// tests that compare them with the app check their numbers.
@Suite("Counts in the docs")
struct DocCountTests {
    /// A count the docs state, with how the code gives it.
    struct Claim: Sendable, CustomTestStringConvertible {
        /// The page it is on.
        let page: String
        /// The words around it, `{n}` for the count.
        let phrase: String
        /// The count, from the code.
        let count: @Sendable () throws -> Int

        var testDescription: String { "\(page): \"\(phrase)\"" }
    }

    static let pages = [
        "README.md", "docs/ARCHITECTURE.md", "docs/ADDING_A_MODULE.md", "docs/ENGINE.md", "docs/HTTP.md",
        "docs/SIMULATION.md", "docs/TOOLBOX.md", "docs/PERFORMANCE.md", "docs/OPENID.md",
    ]

    /// What a count in prose must not come before, unless claimed: what grows as the app does.
    static let countedThings = [
        "screen", "module", "route", "choice", "event", "edge", "destination", "layer", "shared file",
        "shared place", "routing protocol", "menu item",
    ]

    static let claims: [Claim] = [
        Claim(page: "docs/ARCHITECTURE.md", phrase: "the app's {n} layers") {
            // Every target under Sources but the engine's.
            try PackageSources.targets().filter {
                $0.path.hasPrefix("Sources/") && !$0.name.hasPrefix("AuthEngine")
            }.count
        },
        Claim(page: "docs/ARCHITECTURE.md", phrase: "one screen under {n} routes") {
            try pinChallengeRoutes()
        },
        Claim(page: "docs/ARCHITECTURE.md", phrase: "shown under {n} routes") { try pinChallengeRoutes() },
        Claim(page: "docs/ARCHITECTURE.md", phrase: "`Sources/DI` is {n} Swift files") {
            try compositionRootFiles().count
        },
        Claim(page: "docs/ARCHITECTURE.md", phrase: "fewer than {n} hundred lines") {
            // The composition root's size, rounded up to the hundred, as the page measures it.
            let files = try compositionRootFiles()
            var lines = 0
            for file in files {
                lines += try PackageFiles.text(at: "Sources/DI/" + file).filter { $0 == "\n" }.count
            }
            return (lines + 99) / 100
        },
        Claim(page: "docs/ADDING_A_MODULE.md", phrase: "the {n} shared places") { try recipeSharedPlaces() },
        Claim(page: "docs/ADDING_A_MODULE.md", phrase: "the {n} shared files") { try recipeSharedPlaces() },
    ]

    @Test("every count a page states before a thing the app adds to is claimed", arguments: pages)
    func countsAreClaimed(page: String) throws {
        let text = try PackageFiles.text(at: page)
        let claimed = Self.claims.filter { $0.page == page }

        #expect(Self.unclaimedCounts(in: text, claims: claimed) == [], "remove the count, or claim it here")
    }

    @Test("each claimed count is the code's", arguments: claims)
    func claimsHold(claim: Claim) throws {
        let stale = try Self.staleCounts(in: PackageFiles.text(at: claim.page), claim: claim)

        #expect(stale == [], "write the code's count, or remove the count and its claim")
    }

    @Test("a planted stale count is caught: claimed and wrong, or not claimed at all")
    func plantedStaleCountIsCaught() throws {
        let layers = try #require(Self.claims.first)
        let page = """
            `Sources` holds the app's five layers and the engine they wrap.

            Seven screens need a session, and the Dashboard opens 4 destinations.

            ```mermaid
                Presenter->>View: showMenu(10 choices)
            ```
            """

        #expect(try Self.staleCounts(in: page, claim: layers) == ["the app's five layers: the code has six"])
        #expect(Self.unclaimedCounts(in: page, claims: [layers]) == ["Seven screens", "4 destinations"])
    }

    /// The files step 2 of the recipe lists, which `RecipeSharedPlacesTests` holds equal to the
    /// files every plain module is named in.
    static func recipeSharedPlaces() throws -> Int {
        RecipeSharedPlacesTests.numberedPaths(
            inSharedPlacesOf: try PackageFiles.text(at: "docs/ADDING_A_MODULE.md")
        )
        .count
    }

    /// The Swift files of `Sources/DI` but the modules' builders (`Modules/<Module>/`), which the
    /// page counts apart, so that adding a module leaves the page's figures as they are.
    static func compositionRootFiles() throws -> [String] {
        try PackageFiles.subpaths(of: "Sources/DI").filter { path in
            path.hasSuffix(".swift") && !(path.hasPrefix("Modules/") && path.split(separator: "/").count > 2)
        }
    }

    /// The routes the PinChallenge module is built for: its builders, each ending in its screen.
    static func pinChallengeRoutes() throws -> Int {
        try PackageFiles.text(at: "Sources/DI/Modules/PinChallenge/PinChallengeModule.swift")
            .components(separatedBy: "return pinChallengeScreen(").count - 1
    }

    /// `claim`'s phrase on the page with a count other than the code's, each as the page words it
    /// and what the code has; the phrase missing from the page altogether is reported too.
    static func staleCounts(in markdown: String, claim: Claim) throws -> [String] {
        let expected = try claim.count()
        let parts = claim.phrase.components(separatedBy: "{n}")
        let found = prose(of: markdown).flatMap { line in
            line.ranges(of: parts[0]).compactMap { start -> String? in
                let rest = line[start.upperBound...]
                let word = rest.prefix { $0.isLetter || $0.isNumber }
                guard rest.dropFirst(word.count).hasPrefix(parts[1]) else { return nil }
                return String(word)
            }
        }
        guard !found.isEmpty else { return ["\"\(claim.phrase)\" is not on the page: update the claim"] }
        return found.filter { number(named: $0) != expected }.map {
            claim.phrase.replacingOccurrences(of: "{n}", with: $0) + ": the code has \(spelled(expected))"
        }
    }

    /// The counts of `markdown`'s prose ("Seven screens", "4 destinations") that no claim covers.
    static func unclaimedCounts(in markdown: String, claims: [Claim]) -> [String] {
        var counts: [String] = []
        for line in prose(of: markdown) {
            let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" })
            for (index, word) in words.enumerated() where (2...99).contains(number(named: String(word)) ?? 0)
            {
                let following = words.dropFirst(index + 1).prefix(2).map { $0.lowercased() }
                guard countedThings.contains(where: { names($0, following) }) else { continue }
                let counted = "\(word) " + words[index + 1]
                let claimed = claims.contains { claim in
                    let parts = claim.phrase.components(separatedBy: "{n}")
                    return line.contains(parts[0] + word + parts[1])
                }
                if !claimed { counts.append(counted) }
            }
        }
        return counts
    }

    /// True when `words` start with `thing`, its last word singular or plural.
    static func names(_ thing: String, _ words: [String]) -> Bool {
        let thingWords = thing.split(separator: " ").map(String.init)
        guard let noun = thingWords.last, words.count >= thingWords.count else { return false }
        let last = words[thingWords.count - 1]
        return words.prefix(thingWords.count - 1).elementsEqual(thingWords.dropLast())
            && [noun, noun + "s", noun + "es"].contains(last)
    }

    /// The lines of `markdown` outside fenced blocks.
    static func prose(of markdown: String) -> [String] {
        var lines: [String] = []
        var inFence = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append(String(line)) }
        }
        return lines
    }

    private static let numberWords = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]

    /// The number `word` names, in digits or in words, or nil.
    static func number(named word: String) -> Int? {
        Int(word) ?? numberWords.firstIndex(of: word.lowercased())
    }

    /// `count` in words, as the docs write small numbers.
    static func spelled(_ count: Int) -> String {
        numberWords.indices.contains(count) ? numberWords[count] : String(count)
    }
}
