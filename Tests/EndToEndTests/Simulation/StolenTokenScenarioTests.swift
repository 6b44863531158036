import Foundation
import TestSupport
import Testing

/// `simulate stolen-refresh-token`: a thief presents the refresh token the device's last refresh
/// rotated away; the server's reuse detection ends the session (docs/SIMULATION.md).
@Suite("The stolen refresh token through the built binary")
struct StolenTokenScenarioTests {
    @Test("the server detects the reuse; the app ends the session with the reason; a PIN login works again")
    func reuseEndsTheSession() async throws {
        let scenario = try await SimulationScenario.signedIn()
        defer { scenario.remove() }
        let app = try await scenario.appAfterPinLogin()
        let tooEarly = try await scenario.runner.run([
            "simulate", "stolen-refresh-token", "--profile", Journey.email,
        ])
        try await scenario.control(["clock", "advance", "10m"])
        try app.type(["context", ""])
        try await app.read(until: "Number (empty line to go back): ")
        try await app.read(until: "Choose: ")
        let rotatedAway = try storedRotatedToken(in: scenario.home)

        let stolen = try await scenario.control([
            "simulate", "stolen-refresh-token", "--profile", Journey.email,
        ])
        let result = try await app.finish(typing: ["context", "login", Journey.pin, "quit"])

        #expect(tooEarly.status == 1)
        #expect(tooEarly.stderr.contains("has not refreshed its session since it began"))
        #expect(
            stolen.stdout.hasSuffix(
                "(status 400): it saw a rotated token used again and revoked the whole token family. "
                    + "The app ends that session at its next action.\n"))
        #expect(result.status == 0)
        #expect(
            result.stdout.contains(
                "Session ended: A refresh token was used twice, so the session was revoked for safety. "
                    + "Log in again.\n\nWelcome\n"))
        #expect(text(after: "Session ended:", in: result.stdout).contains("Logged in as Edsger Dijkstra"))
        for output in [stolen.allOutput, tooEarly.allOutput, result.allOutput] {
            #expect(!output.contains(rotatedAway), "the stolen token is never printed")
        }
        expectNothingSecret(stolen, result)
    }

    /// The rotated-away refresh token kept in the profile's session document.
    private func storedRotatedToken(in home: String) throws -> String {
        let device = home + "/device"
        let name = try #require(
            try FileManager.default.contentsOfDirectory(atPath: device).first {
                $0.hasPrefix("session-") && $0.hasSuffix(".json")
            })
        let data = try Data(contentsOf: URL(fileURLWithPath: device + "/" + name))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let contents = (document["document"] as? [String: Any]) ?? document
        return try #require(contents["rotatedRefreshToken"] as? String)
    }
}
