import TestSupport
import Testing

/// Disconnect on the Profile screen through the built binary, on a copy of the prepared home
/// (signed in as `Journey.email`, PIN `Journey.pin`).
@Suite("Disconnect through the built binary")
struct DisconnectTests {
    @Test(
        "an empty answer, a wrong answer and the end of input keep the profile; \"disconnect\" removes it, Welcome says so, and the next run has no profile"
    )
    func disconnect() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }

        let ended = try await runner.run(input: ["profile", "disconnect"])
        #expect(ended.status == 0)
        #expect(ended.stdout.contains("Kept: the profile stays on this device."))

        let result = try await runner.run(
            ["--trace"],
            input: [
                "profile", "disconnect", "", "disconnect", Journey.pin, "disconnect", "disconnect", "quit",
            ])

        #expect(result.status == 0)
        var rest = Substring(result.stdout)
        for line in [
            "Profile",
            "Type \"disconnect\" to remove this profile from this device, or press Enter to keep it.",
            "Kept: the profile stays on this device.",
            "Type \"disconnect\" to remove this profile from this device",
            "That was not \"disconnect\", so the profile stays on this device.",
            "Type \"disconnect\" to remove this profile from this device",
            "The profile was disconnected and removed from this device.", "Welcome", "Goodbye.",
        ] {
            guard let range = rest.range(of: line) else {
                Issue.record("missing, or out of order: \(line)\n--- output ---\n\(result.stdout)")
                break
            }
            rest = rest[range.upperBound...]
        }
        #expect(result.stderr.contains("profile --> welcome: disconnected"))
        expectNoSecrets(result, tokens: false)

        let next = try await runner.run(input: ["quit"])
        #expect(next.status == 0)
        #expect(next.stdout.contains("Welcome"))
        #expect(!next.stdout.contains(Journey.email))
        #expect(!next.stdout.contains("Logged in as"))
        expectNoSecrets(next, tokens: false)
    }
}
