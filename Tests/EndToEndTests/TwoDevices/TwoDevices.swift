import Foundation
import TestSupport
import Testing

/// One `viper-auth server` and two homes registered to it as two devices of one account
/// (`Journey.email`, PIN `Journey.pin` on both): device A signed up, then device B signed in.
///
/// Registering costs two password checks at the product's 600,000 iterations, so it is done once
/// per test process; each test gets copies of the three homes and a server of its own on its copy.
struct TwoDevices {
    let serverHome: BinaryRunner
    let deviceA: BinaryRunner
    let deviceB: BinaryRunner
    let server: RunningBinary
    /// The URL the server printed on its first line.
    let url: String

    /// Copies of the prepared homes, with a server started on the server home's copy.
    static func start() async throws -> TwoDevices {
        let prepared = try await PreparedDevices.shared.homes()
        let serverHome = try prepared.server.copy()
        let (server, url) = try await startServer(home: serverHome)
        return TwoDevices(
            serverHome: serverHome, deviceA: try prepared.deviceA.copy(),
            deviceB: try prepared.deviceB.copy(),
            server: server, url: url)
    }

    /// Starts `viper-auth server` on a free loopback port and reads its URL.
    static func startServer(home: BinaryRunner) async throws -> (RunningBinary, String) {
        let server = try home.start(
            ["server", "--listen", "127.0.0.1:0", "--home", home.home], addHome: false)
        let line = try await server.read(until: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(line.hasPrefix("http://127.0.0.1:"), "the server's first line is its URL")
        return (server, line)
    }

    /// Runs the app on `device`'s home against the server, typing `input`.
    func app(_ device: BinaryRunner, _ input: [String]) async throws -> BinaryResult {
        try await device.run(["--server", url], input: input)
    }

    /// Runs a companion command (`push`, `browser`, `status`) against the server on `device`'s home.
    func command(_ name: String, on device: BinaryRunner, _ arguments: [String] = []) async throws
        -> BinaryResult
    {
        try await device.run([name, "--server", url, "--home", device.home] + arguments, addHome: false)
    }

    /// Stops the server and removes the homes; the server's log must hold no secret.
    func finish() async throws {
        server.kill()
        let log = try await server.waitForExit()
        for secret in Journey.secrets + ["eyJ", "Bearer"] {
            #expect(!log.allOutput.contains(secret), "the server printed a secret or a token")
        }
        for home in [serverHome, deviceA, deviceB] { home.remove() }
    }
}

/// The homes `TwoDevices` copies, made once per test process.
actor PreparedDevices {
    static let shared = PreparedDevices()

    private var prepared:
        Task<(server: BinaryRunner, deviceA: BinaryRunner, deviceB: BinaryRunner), any Error>?

    func homes() async throws -> (server: BinaryRunner, deviceA: BinaryRunner, deviceB: BinaryRunner) {
        if prepared == nil {
            prepared = Task {
                let server = try BinaryRunner.withNewHome()
                let deviceA = try BinaryRunner.withNewHome()
                let deviceB = try BinaryRunner.withNewHome()
                let (process, url) = try await TwoDevices.startServer(home: server)
                let signedUp = try await deviceA.run(["--server", url], input: Journey.signUp() + ["quit"])
                let signedIn = try await deviceB.run(
                    ["--server", url],
                    input: [
                        "register", "signin", Journey.email, Journey.password, Journey.pin, Journey.pin,
                        "quit",
                    ])
                // kill -9: everything the server acknowledged is on disk, so the copies hold it.
                process.kill()
                _ = try await process.waitForExit()
                for run in [signedUp, signedIn] {
                    guard run.status == 0, run.stdout.contains("Logged in as Edsger Dijkstra") else {
                        throw PreparationFailed(output: run.allOutput + "\n--- server ---\n" + process.stderr)
                    }
                }
                return (server, deviceA, deviceB)
            }
        }
        return try await prepared!.value
    }
}

/// The two devices could not be registered; the output says why.
struct PreparationFailed: Error, CustomStringConvertible {
    let output: String
    var description: String { "preparing two devices failed:\n\(output)" }
}
