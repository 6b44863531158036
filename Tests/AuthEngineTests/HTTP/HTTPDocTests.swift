import Foundation
import TestSupport
import Testing

@testable import AuthEngine

/// docs/HTTP.md against the token server's route table: a person reading it with curl at hand must
/// find every route the server answers, and no route it does not.
@Suite("docs/HTTP.md lists the token server's routes")
struct HTTPDocTests {
    @Test("every route in the table has a row, and every row is a route in the table")
    func routesMatchTheTable() throws {
        let documented = Self.documentedRoutes(in: try PackageFiles.text(at: "docs/HTTP.md"))
        let served = Set(RouteTable.standard.routes.map { "\($0.method.rawValue) \($0.path)" })

        #expect(served.subtracting(documented).sorted() == [], "routes missing from docs/HTTP.md")
        #expect(documented.subtracting(served).sorted() == [], "rows for routes the server does not answer")
    }

    @Test("a page with a row left out is caught")
    func missingRowIsCaught() throws {
        let text = try PackageFiles.text(at: "docs/HTTP.md")
        let edited = text.replacingOccurrences(of: "| `GET /v1/auth/me` |", with: "| `GET /v1/auth/you` |")

        #expect(!Self.documentedRoutes(in: edited).contains("GET /v1/auth/me"))
        #expect(Self.documentedRoutes(in: text).contains("GET /v1/auth/me"))
    }

    /// The `METHOD /path` of every table row that starts with one in backticks.
    private static func documentedRoutes(in markdown: String) -> Set<String> {
        var routes: Set<String> = []
        for line in markdown.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            let parts = cell.split(separator: " ")
            guard parts.count == 2, ["GET", "POST", "DELETE"].contains(parts[0]), parts[1].hasPrefix("/")
            else { continue }
            routes.insert(String(cell))
        }
        return routes
    }
}
