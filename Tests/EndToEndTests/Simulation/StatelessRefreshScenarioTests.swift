import Foundation
import Glibc
import TestSupport
import Testing

/// A stateless session renewed by hand (Dashboard → `refresh`) while the home's clock is moved from
/// a second terminal: the renewal keeps the person on the dashboard past the first token's expiry,
/// and past the session's bound (the sign-in plus the refresh lifetime) Welcome says why. In
/// process, and through `viper-auth server`, whose clock the app then keeps.
@Suite("A stateless session refreshed by hand, through the built binary")
struct StatelessRefreshScenarioTests {
    private static let ada = (email: "ada@viper-auth.example", password: "analytical-engine")
    private static let refreshed = "Stateless session refreshed: it now runs until "

    @Test(
        "refresh before expiry keeps the dashboard past the old expiry; after the bound, Welcome says why",
        arguments: [false, true])
    func refreshThenBound(overServer: Bool) async throws {
        let server = overServer ? try await ServerUnderTest.start() : nil
        defer { server?.remove() }
        let device = try BinaryRunner.withNewHome()
        defer { device.remove() }
        let remote = server.map { ["--server", $0.url] } ?? []
        func advance(_ duration: String) async throws {
            let advanced = try await device.run(["clock", "advance", duration] + remote)
            #expect(advanced.status == 0, "clock advance \(duration): \(advanced.stderr)")
        }
        let app = try device.start(remote + ["--trace"])
        try app.type(["register", "stateless", Self.ada.email, Self.ada.password])
        try await app.read(until: "Logged in as Ada Lovelace")
        try await app.read(until: "Choose: ")

        try await advance("10m")
        try app.type("refresh")
        let first = try await app.read(until: "Choose: ")
        // 20m after the sign-in: past the first token's 15m, within the renewed one's.
        try await advance("10m")
        try app.type("refresh")
        let second = try await app.read(until: "Choose: ")
        try await advance("31d")  // past the bound: the sign-in plus a refresh token's 30 days
        try app.type("refresh")
        let welcome = try await app.read(until: "Choose: ")
        let result = try await app.finish(typing: ["quit"])

        #expect(result.status == 0)
        let firstExpiry = try #require(Self.expiry(in: first), "\(first)")
        let expected = Date().timeIntervalSince1970 + 600 + 900
        #expect(
            abs(firstExpiry.timeIntervalSince1970 - expected) < 120, "15m from the simulated now: \(first)")
        let secondExpiry = try #require(Self.expiry(in: second), "\(second)")
        #expect(secondExpiry.timeIntervalSince1970 - firstExpiry.timeIntervalSince1970 >= 600 - 5)
        #expect(!second.contains("Welcome"), "the renewed session still answers: \(second)")
        #expect(welcome.contains("You are not logged in."), "\(welcome)")
        #expect(welcome.contains("Welcome\n=======\n"), "\(welcome)")
        #expect(occurrences(of: "Presenter -> Interactor: refreshStatelessSession()", in: result.stderr) == 3)
        #expect(
            occurrences(
                of: "Engine -> Interactor: 200 for POST /v1/auth/stateless/refresh", in: result.stderr) == 2)
        // Past the bound the app refuses by itself in process; over HTTP it learns the server's new
        // clock only from an answer, so it asks, and the server refuses.
        #expect(
            occurrences(of: "Interactor -> Engine: POST /v1/auth/stateless/refresh", in: result.stderr)
                == (overServer ? 3 : 2), "\(result.stderr)")
        #expect(
            occurrences(
                of: "Engine -> Interactor: 401 for POST /v1/auth/stateless/refresh", in: result.stderr)
                == (overServer ? 1 : 0), "\(result.stderr)")
        #expect(!result.allOutput.contains(Self.ada.password), "the password was printed")
        #expect(!result.allOutput.contains("eyJ"), "a token was printed or traced")
        if let server {
            let stopped = try await server.stop(signal: SIGTERM)
            #expect(occurrences(of: "POST /v1/auth/stateless/refresh 200", in: stopped.stderr) == 2)
            #expect(occurrences(of: "POST /v1/auth/stateless/refresh 401", in: stopped.stderr) == 1)
            #expect(!stopped.allOutput.contains("eyJ"), "the server logged a token")
        }
    }

    /// The time after "it now runs until" in `screen`, such as `2026-11-27 13:45:00 UTC`.
    private static func expiry(in screen: String) -> Date? {
        guard let start = screen.range(of: refreshed) else { return nil }
        let stamp = screen[start.upperBound...].prefix { $0 != "\n" }.replacingOccurrences(
            of: " UTC.", with: "Z")
        return ISO8601DateFormatter().date(from: stamp.replacingOccurrences(of: " ", with: "T"))
    }
}
