import AuthEngine
import Foundation
import Glibc
import TestSupport
import Testing

/// `viper-auth server` through the built binary on loopback (DESIGN.md §7): its URL and access
/// log, a graceful stop, `kill -9`, its hold on its home, and the app using it with `--server`.
@Suite("viper-auth server and --server through the built binary")
struct ServerProcessTests {
    @Test("the app signs up and logs in with --server; the server logs each request without a secret")
    func appThroughServer() async throws {
        let server = try await ServerUnderTest.start()
        defer { server.remove() }
        let device = try BinaryRunner.withNewHome()
        defer { device.remove() }

        let app = try await device.run(
            ["--server", server.url], input: Journey.signUp() + Journey.logOutAndLogIn + ["quit"])
        let stopped = try await server.stop(signal: SIGTERM)

        #expect(app.status == 0, "\(app.stderr)")
        #expect(occurrences(of: "Logged in as \(Journey.fullName)", in: app.stdout) == 2)
        #expect(!FileManager.default.fileExists(atPath: device.home + "/server"), "the device half only")
        #expect(stopped.status == 0)
        let lines = stopped.stderr.split(separator: "\n").map(String.init)
        let logLine =
            #/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z (GET|POST|DELETE) /v1/[a-z/-]+ \d{3} \d+\.\d{3}ms$/#
        #expect(!lines.isEmpty && lines.allSatisfy { $0.wholeMatch(of: logLine) != nil }, "\(lines)")
        for route in ["GET /v1/config 200", "POST /v1/accounts 201", "POST /v1/auth/login 200"] {
            #expect(stopped.stderr.contains(route), "\(route) in \(stopped.stderr)")
        }
        #expect(stopped.stdout == server.url + "\n", "the URL is the first and only line on stdout")
        expectNothingSecret(app, stopped)
        #expect(!stopped.stderr.contains(Journey.email), "no body")
    }

    @Test("SIGINT and SIGTERM exit 0 with every change kept: the next server logs the same device in")
    func gracefulStopKeepsState() async throws {
        let home = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { home.remove() }
        for signal in [SIGINT, SIGTERM] {
            let server = try await ServerUnderTest.start(on: home)
            let app = try await home.run(["--server", server.url], input: Journey.logOutAndLogIn + ["quit"])
            let stopped = try await server.stop(signal: signal)

            #expect(app.status == 0, "\(app.stderr)")
            #expect(app.stdout.contains("Logged in as \(Journey.fullName)"))
            #expect(stopped.status == 0, "signal \(signal): \(stopped.stderr)")
        }
        // In process again once the server is gone: the state the servers wrote is the home's.
        let inProcess = try await home.run([], input: ["quit"])
        #expect(inProcess.stdout.contains("Logged in as \(Journey.fullName)"))
    }

    @Test("kill -9 of the server after an acknowledged registration loses nothing")
    func killAfterRegistration() async throws {
        let serverHome = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { serverHome.remove() }
        let device = try BinaryRunner.withNewHome()
        defer { device.remove() }
        let first = try await ServerUnderTest.start(on: serverHome)

        let signUp = try await device.run(
            ["--server", first.url], input: Journey.signUp(email: "ada@example.com") + ["quit"])
        first.process.kill()
        _ = try await first.process.waitForExit()
        let second = try await ServerUnderTest.start(on: serverHome)
        let login = try await device.run(["--server", second.url], input: Journey.logOutAndLogIn + ["quit"])
        let stopped = try await second.stop(signal: SIGTERM)

        #expect(signUp.status == 0 && signUp.stdout.contains("Logged in as"), "\(signUp.stdout)")
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stdout.contains("Logged in as \(Journey.fullName)"), "\(login.stdout)")
        #expect(stopped.stderr.contains("POST /v1/auth/login 200"))
    }

    @Test("a change a crash cut short at the journal's end is dropped, and the server says so once")
    func tornJournalEndIsNoted() async throws {
        let home = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { home.remove() }
        let journal = URL(fileURLWithPath: home.home + "/server/state.journal")
        let whole = try Data(contentsOf: journal)
        try Data(whole.dropLast()).write(to: journal)

        let first = try await ServerUnderTest.start(on: home)
        let firstStop = try await first.stop(signal: SIGTERM)
        let second = try await ServerUnderTest.start(on: home)
        let secondStop = try await second.stop(signal: SIGTERM)

        #expect(firstStop.status == 0, "\(firstStop.stderr)")
        let note =
            #/viper-auth server: the server data ended in a change a crash cut short \(\d+ bytes, never answered\); it was dropped\n/#
        #expect(firstStop.stderr.firstMatch(of: note) != nil, "\(firstStop.stderr)")
        #expect(firstStop.stdout == first.url + "\n", "the URL is still the only line on stdout")
        #expect(secondStop.status == 0 && !secondStop.stderr.contains("cut short"), "\(secondStop.stderr)")
        // The home still opens in process; what the dropped change held is gone, as if never made.
        let app = try await home.run([], input: ["quit"])
        #expect(app.status == 0, "\(app.stderr)")
    }

    @Test("a running server owns its home: the app, push and another server there name its URL")
    func exclusiveHome() async throws {
        let home = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { home.remove() }
        let server = try await ServerUnderTest.start(on: home)

        let app = try await home.run([], input: [])
        let push = try await home.run(["push", "--profile", Journey.email, "--message", "Hi"])
        let another = try await home.run(["server", "--listen", "127.0.0.1:0"])
        let status = try await home.run(["status", "--server", server.url])
        let stopped = try await server.stop(signal: SIGINT)

        let named = "in use by the viper-auth server at \(server.url); use it with --server \(server.url)."
        #expect(app.stdout.contains(named), "\(app.stdout)")
        #expect(app.stdout.contains("Retry"), "the start-up error screen, no crash")
        #expect(push.status == 1 && push.stderr.contains(named), "\(push.stderr)")
        #expect(another.status == 1)
        #expect(
            another.stderr.contains("another viper-auth server already serves this home at \(server.url)"))
        #expect(status.status == 0 && status.stdout.contains(Journey.email), "\(status.allOutput)")
        #expect(stopped.status == 0)
        await #expect(try home.run(["status"]).status == 0, "free again once the server stopped")
    }

    @Test("a server that is not running: the start-up Retry screen, then a clean exit; push says so")
    func serverNotRunning() async throws {
        let stoppedServer = try await ServerUnderTest.start()
        defer { stoppedServer.remove() }
        _ = try await stoppedServer.stop(signal: SIGTERM)
        let device = try BinaryRunner.withNewHome()
        defer { device.remove() }

        let app = try await device.run(["--server", stoppedServer.url, "--env", "dev"], input: ["retry"])
        let push = try await device.run([
            "push", "--server", stoppedServer.url, "--profile", "x@example.com", "--message", "Hi",
        ])

        #expect(app.stdout.contains("No connection: The authentication server could not be reached."))
        #expect(occurrences(of: "1) Retry", in: app.stdout) == 2, "asked again after a retry")
        #expect(app.status == 1, "input ended on the start-up screen")
        #expect(!app.stderr.contains("Fatal error"))
        #expect(push.status == 1)
        #expect(push.stderr.contains("could not be reached"))
    }

    @Test("the server dies under a signed-in app: No connection, the session kept; back once it returns")
    func serverGoneMidSession() async throws {
        let home = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { home.remove() }
        let first = try await ServerUnderTest.start(on: home)
        let app = try home.start(["--server", first.url, "--env", "dev"])
        try await app.read(until: "Choose: ")

        first.process.kill()
        _ = try await first.process.waitForExit()
        try app.type("web")
        let failed = try await app.read(until: "Choose: ")
        let port = String(first.url.split(separator: ":").last ?? "")
        let second = try await ServerUnderTest.start(on: home, listen: "127.0.0.1:" + port)
        let result = try await app.finish(typing: ["web", "quit"])
        _ = try await second.stop(signal: SIGTERM)

        #expect(
            failed.contains("No connection: The authentication server could not be reached."), "\(failed)")
        #expect(result.status == 0)
        #expect(
            result.stdout.contains("Web sign-in link (works once, for a short time):"), "\(result.stdout)")
        #expect(!result.stdout.contains("Welcome\n======="), "never sent to Welcome: the session was kept")
    }

    @Test("clock and faults with the server's --home change what the running server plays")
    func simulationCommandsActOnTheHome() async throws {
        let server = try await ServerUnderTest.start()
        defer { server.remove() }

        let advanced = try await server.home.run(["clock", "advance", "1h"])
        let fault = try await server.home.run(["faults", "add", "GET /v1/config", "--status", "503"])
        let device = try BinaryRunner.withNewHome()
        defer { device.remove() }
        let app = try await device.run(["--server", server.url, "--env", "dev"], input: [])
        let stopped = try await server.stop(signal: SIGTERM)

        #expect(advanced.status == 0 && fault.status == 0, "\(fault.stderr)")
        #expect(app.stdout.contains("Retry"), "\(app.stdout)")
        #expect(stopped.stderr.contains("GET /v1/config 503"), "the server plays its home's fault plan")
    }

    @Test("after answers from memory, the server's next request sees another process's clock and faults")
    func simulationChangesReachTheNextRequest() async throws {
        let server = try await ServerUnderTest.start()
        defer { server.remove() }
        // One keep-alive connection, as a client polling the server keeps it.
        let client = HTTPClientTransport(
            server: try HTTPServerURL.parse(server.url),
            configuration: HTTPClientConfiguration(responseTimeout: .seconds(120)))
        let config = EngineRequest(method: .get, path: "/v1/config")
        func offset(_ response: EngineResponse) -> String? { response.header("Simulated-Clock-Offset") }
        // Another process on the server's home, awaited without holding a thread of the pool.
        func command(_ arguments: [String]) async throws -> BinaryResult {
            try await server.home.start(arguments).finish()
        }

        let before = try await client.send(config)
        let again = try await client.send(config)
        let advanced = try await command(["clock", "advance", "1h"])
        let afterAdvance = try await client.send(config)
        let added = try await command(["faults", "add", "GET /v1/config", "--status", "503", "--times", "5"])
        let faulted = try await client.send(config)
        let cleared = try await command(["faults", "clear"])
        let afterClear = try await client.send(config)
        let reset = try await command(["clock", "reset"])
        let afterReset = try await client.send(config)
        _ = try await server.stop(signal: SIGTERM)

        #expect([before, again].map(\.status) == [200, 200])
        #expect([before, again].map(offset) == ["0", "0"])
        #expect(advanced.status == 0 && added.status == 0 && cleared.status == 0 && reset.status == 0)
        #expect(afterAdvance.status == 200 && offset(afterAdvance) == "3600")
        #expect(faulted.status == 503 && offset(faulted) == "3600")
        #expect(afterClear.status == 200 && offset(afterClear) == "3600")
        #expect(afterReset.status == 200 && offset(afterReset) == "0")
    }
}

/// A `viper-auth server --listen 127.0.0.1:0` on a home, with the URL it printed.
struct ServerUnderTest {
    let home: BinaryRunner
    let process: RunningBinary
    let url: String
    private let ownsHome: Bool

    /// A server on a new home.
    static func start() async throws -> ServerUnderTest {
        try await start(on: try BinaryRunner.withNewHome(), ownsHome: true)
    }

    /// A server on `home`, which the caller removes.
    static func start(on home: BinaryRunner, listen: String = "127.0.0.1:0", ownsHome: Bool = false)
        async throws -> ServerUnderTest
    {
        let process = try home.start(["server", "--listen", listen])
        let line = try await process.read(until: "\n")
        return ServerUnderTest(
            home: home, process: process, url: line.trimmingCharacters(in: .whitespacesAndNewlines),
            ownsHome: ownsHome)
    }

    /// Sends `signal` and waits for the exit.
    func stop(signal: Int32) async throws -> BinaryResult {
        process.send(signal: signal)
        return try await process.waitForExit()
    }

    func remove() {
        process.kill()
        if ownsHome { home.remove() }
    }
}
