import Foundation
import TestSupport
import Testing

/// docs/OPENID.md against the server and the checks it walks a learner through, so an endpoint
/// renamed in the route table or a check script moved fails here instead of on a learner's screen.
@Suite("docs/OPENID.md")
struct OpenIDDocTests {
    private static let page = "docs/OPENID.md"
    private static let routeTable = "Sources/AuthEngine/Server/RouteTable.swift"

    @Test("every endpoint path it names is declared in the route table")
    func endpointsAreRoutes() throws {
        let paths = Self.endpointPaths(in: try PackageFiles.text(at: Self.page))
        let table = try PackageFiles.text(at: Self.routeTable)

        #expect(paths.contains("/oauth2/authorize"), "the page's paths were read")
        #expect(
            paths.filter { !Self.declares(table, $0) }.sorted() == [], "name them on the page as in the table"
        )
    }

    @Test("a path the route table does not declare is caught")
    func plantedPathIsCaught() throws {
        let page =
            "Open `$SERVER/oauth2/authorise?client_id=demo-cli`, then `curl $SERVER/oauth2/token -d …`."
        let table = try PackageFiles.text(at: Self.routeTable)

        let paths = Self.endpointPaths(in: page)

        #expect(paths == ["/oauth2/authorise", "/oauth2/token"])
        #expect(paths.filter { !Self.declares(table, $0) } == ["/oauth2/authorise"])
    }

    @Test("the check scripts it tells a learner to run exist, and CI runs each of them")
    func checksExistAndRunInCI() throws {
        let page = try PackageFiles.text(at: Self.page)
        let ci = try PackageFiles.text(at: ".ci/run")
        let scripts = Self.scriptPaths(in: page)

        #expect(
            scripts == [
                "scripts/browser-check.py", "scripts/browser-register-check.py",
                "scripts/oidc-client-check.py",
            ])
        #expect(scripts.filter { !PackageFiles.exists($0) } == [])
        #expect(scripts.filter { !ci.contains("python3 " + $0) } == [], "add it to .ci/run after swift test")
    }

    @Test("every source path it names exists")
    func namedPathsExist() throws {
        let page = try PackageFiles.text(at: Self.page)
        let sources = Self.sourcePaths(in: page)

        #expect(sources.contains(Self.routeTable))
        #expect(sources.filter { !PackageFiles.exists($0) } == [])
    }

    /// Each distinct endpoint path in `markdown`: `/oauth2/` or `/.well-known/` and the name after it.
    static func endpointPaths(in markdown: String) -> Set<String> {
        Set(
            words(in: markdown, startingWith: ["/oauth2/", "/.well-known/"]) { character in
                character.isLetter || character == "_" || character == "-"
            })
    }

    /// True when `table` declares a route at exactly `path`.
    static func declares(_ table: String, _ path: String) -> Bool {
        table.contains("\"\(path)\",")
    }

    /// The check scripts `markdown` names.
    static func scriptPaths(in markdown: String) -> Set<String> {
        Set(
            words(in: markdown, startingWith: ["scripts/"], while: Self.isPathCharacter).filter {
                $0.hasSuffix(".py")
            })
    }

    /// The `Sources/…` paths `markdown` names.
    static func sourcePaths(in markdown: String) -> Set<String> {
        Set(words(in: markdown, startingWith: ["Sources/"], while: Self.isPathCharacter))
    }

    private static func isPathCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || "/_.+-".contains(character)
    }

    /// Every run of characters in `text` that starts with one of `prefixes` and continues while
    /// `continues` holds, a trailing full stop left out.
    private static func words(
        in text: String, startingWith prefixes: [String], while continues: (Character) -> Bool
    ) -> [String] {
        var found: [String] = []
        for prefix in prefixes {
            var rest = text[...]
            while let start = rest.range(of: prefix) {
                let tail = rest[start.upperBound...]
                let end = tail.firstIndex { !continues($0) } ?? tail.endIndex
                var word = String(rest[start.lowerBound..<end])
                while word.hasSuffix(".") { word.removeLast() }
                found.append(word)
                rest = rest[end...]
            }
        }
        return found
    }
}
