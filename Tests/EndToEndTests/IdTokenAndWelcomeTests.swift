import Foundation
import TestSupport
import Testing

/// What a newcomer reads on the ID token and on Welcome, through the built binary.
@Suite("ID token times and Welcome's implicit data through the built binary")
struct IdTokenAndWelcomeTests {
    @Test("the ID token's iat and exp read as UTC times under the JSON, on the Dashboard and on Profile")
    func idTokenTimes() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(input: ["idtoken", "profile", "idtoken", "back", "quit"])

        #expect(result.status == 0)
        let issuedAt = try #require(Self.claim("iat", in: result.stdout))
        let expiresAt = try #require(Self.claim("exp", in: result.stdout))
        let times =
            "  }\n  Issued at (iat):   \(Self.utc(issuedAt))\n  Expires at (exp):  \(Self.utc(expiresAt))\n"
        #expect(result.stdout.components(separatedBy: times).count == 3, "once on each screen")
        #expect(!result.allOutput.contains("eyJ"))
    }

    @Test("Welcome says what the implicit data is: the account, read from the server without the PIN")
    func welcomeImplicitData() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let result = try await runner.run(input: ["logout", "quit"])

        #expect(result.status == 0)
        let line = try #require(
            result.stdout.split(separator: "\n").first { $0.hasPrefix("Your account, read from the server") })
        #expect(
            line.wholeMatch(
                of:
                    /Your account, read from the server without your PIN \(implicit authentication\): edsger@example\.com \(user usr_[A-Za-z0-9_-]+\)/
            ) != nil)
        #expect(!result.stdout.contains("Implicit data:"))
    }

    /// The whole-number value of `name` in the first pretty-printed claims in `output`.
    private static func claim(_ name: String, in output: String) -> Int64? {
        let line = output.split(separator: "\n").first { $0.hasPrefix("    \"\(name)\": ") }
        return line.flatMap { Int64($0.split(separator: " ").last?.trimmingCharacters(in: [","]) ?? "") }
    }

    /// `seconds` since the epoch as `2026-11-24 10:00:00 UTC`, worked out here with Foundation rather
    /// than with the app's own formatter.
    private static func utc(_ seconds: Int64) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            .replacingOccurrences(of: "T", with: " ").replacingOccurrences(of: "Z", with: " UTC")
    }
}
