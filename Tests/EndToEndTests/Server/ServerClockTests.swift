import Glibc
import TestSupport
import Testing

/// The app with `--server` keeps the server home's simulated clock: the server names its offset on
/// every answer, so the tokens it issues under that clock are valid to the device, and the screen
/// headings say how far ahead the server's clock is.
@Suite("The server home's simulated clock, seen by an app using --server")
struct ServerClockTests {
    @Test(
        "clock advance 20m on the server: the session is kept after one silent refresh, and headings say so")
    func advanceKeepsTheSession() async throws {
        let server = try await ServerUnderTest.start()
        defer { server.remove() }
        let device = try BinaryRunner.withNewHome()
        defer { device.remove() }
        let remote = ["--server", server.url]

        let signedUp = try await device.run(remote, input: Journey.signUp() + ["quit"])
        let advanced = try await device.run(["clock", "advance", "20m"] + remote)
        let restored = try await device.run(remote + ["--trace"], input: ["quit"])
        let stopped = try await server.stop(signal: SIGTERM)

        #expect(signedUp.status == 0 && advanced.status == 0, "\(signedUp.stderr)\(advanced.stderr)")
        #expect(restored.status == 0)
        #expect(
            restored.stdout.contains(
                "Dashboard\n=========\nSimulated clock: 20m ahead of real time. Back to real time: "
                    + "viper-auth clock reset --server '\(server.url)'\nLogged in as \(Journey.fullName)"),
            "\(restored.stdout)")
        #expect(!restored.stdout.contains("Session ended"), "\(restored.stdout)")
        #expect(
            occurrences(of: "-> Engine: POST /v1/auth/refresh", in: restored.stderr) == 1,
            "\(restored.stderr)")
        #expect(stopped.stderr.contains("POST /v1/auth/refresh 200"))
    }

    @Test("clock advance 31d on the server: the session is over, Welcome says so, and a PIN login works")
    func refreshLifetimeOver() async throws {
        let server = try await ServerUnderTest.start()
        defer { server.remove() }
        let device = try BinaryRunner.withNewHome()
        defer { device.remove() }
        let remote = ["--server", server.url]

        _ = try await device.run(remote, input: Journey.signUp() + ["quit"])
        let advanced = try await device.run(["clock", "advance", "31d"] + remote)
        let expired = try await device.run(remote, input: ["login", Journey.pin, "quit"])
        _ = try await server.stop(signal: SIGTERM)

        #expect(advanced.status == 0)
        #expect(expired.stdout.contains("Your session has expired. Please log in."), "\(expired.stdout)")
        #expect(
            expired.stdout.contains("Simulated clock: 31d ahead of real time."), "\(expired.stdout)")
        #expect(
            occurrences(of: "Logged in as \(Journey.fullName)", in: expired.stdout) == 1,
            "the PIN login signs in under the server's clock: \(expired.stdout)")
    }
}
