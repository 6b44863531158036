import Glibc
import TestSupport
import Testing

/// A way the person ends the app at the PIN prompt, and the status the shell then reports.
struct Interruption: CustomTestStringConvertible, Sendable {
    let name: String
    /// Ctrl-Z and `fg` first, so the prompt is the one shown again.
    let afterStopAndForeground: Bool
    let signal: Int32
    let status: Int32

    var testDescription: String { name }

    static let all = [
        Interruption(name: "Ctrl-C", afterStopAndForeground: false, signal: SIGINT, status: 130),
        Interruption(name: "SIGTERM", afterStopAndForeground: false, signal: SIGTERM, status: 143),
        Interruption(
            name: "Ctrl-C after Ctrl-Z and fg", afterStopAndForeground: true, signal: SIGINT, status: 130),
        Interruption(
            name: "SIGTERM after Ctrl-Z and fg", afterStopAndForeground: true, signal: SIGTERM, status: 143),
    ]
}

@Suite("Ctrl-Z, Ctrl-C and SIGTERM at the PIN prompt, with the app a job of a shell on a terminal")
struct HiddenPromptJobControlTests {
    @Test("Ctrl-Z stops the app with echo on; after fg echo is off, the prompt is back, the PIN unseen")
    func stopAndContinue() async throws {
        let (shell, app, runner) = try await startAtPinPrompt()
        defer { runner.remove() }

        shell.type("99\u{1A}")  // half a PIN, then Ctrl-Z: the terminal drops the half
        try shell.read(until: "[status: 148]")  // the shell saw its job stopped by SIGTSTP
        #expect(shell.state(of: app) == "T")
        #expect(shell.echoIsOn)

        shell.type("fg\n")
        let resumed = try shell.read(until: "\rPIN: ")
        #expect(!shell.echoIsOn)
        #expect(!resumed.contains("99"))

        shell.type(Journey.pin + "\n")
        let dashboard = try shell.read(until: "Choose: ")
        #expect(dashboard.contains("Logged in as Edsger Dijkstra"))
        shell.type("quit\n")
        try shell.read(until: "[status: 0]")
        #expect(try shell.exitShell() == 0)
        #expect(!shell.transcript.contains(Journey.pin), "the PIN was echoed")
    }

    @Test(
        "after Ctrl-Z and bg the app stops on reading the terminal, echo still on; fg brings the hidden prompt back"
    )
    func stopBackgroundAndForeground() async throws {
        let (shell, app, runner) = try await startAtPinPrompt()
        defer { runner.remove() }

        shell.type("\u{1A}")
        try shell.read(until: "[status: 148]")
        shell.type("bg\n")
        try shell.read(until: "[status: 0]")
        try waitForStopOnInput(shell)
        #expect(shell.state(of: app) == "T")
        #expect(shell.echoIsOn)  // the shell in the foreground echoes; the app changed nothing

        shell.type("fg\n")
        try shell.read(until: "\rPIN: ")
        #expect(!shell.echoIsOn)
        shell.type(Journey.pin + "\n")
        #expect(try shell.read(until: "Choose: ").contains("Logged in as Edsger Dijkstra"))
        shell.type("quit\n")
        try shell.read(until: "[status: 0]")
        #expect(try shell.exitShell() == 0)
        #expect(!shell.transcript.contains(Journey.pin), "the PIN was echoed")
    }

    @Test("SIGTERM while stopped at the PIN prompt ends the app with 143 and echo on")
    func terminatedWhileStopped() async throws {
        let (shell, app, runner) = try await startAtPinPrompt()
        defer { runner.remove() }

        shell.type("\u{1A}")
        try shell.read(until: "[status: 148]")
        kill(app, SIGTERM)
        kill(app, SIGCONT)  // as `kill %1` in an interactive shell does, so the signal is acted on
        try shell.waitUntilEnded(app)
        // The shell may not have noticed the end yet: until it does, `wait %1` reports the job
        // still stopped (148), so ask again until it reports how the job ended.
        var status = try waitForJob(shell)
        for _ in 0..<50 where status == "148" {
            usleep(100_000)
            status = try waitForJob(shell)
        }
        #expect(status == "143")
        #expect(shell.echoIsOn)
        #expect(try shell.exitShell() == 0)
    }

    /// Types `wait %1` and returns the status the shell printed for it.
    private func waitForJob(_ shell: JobControlShell) throws -> String {
        shell.type("wait %1\n")
        _ = try shell.read(until: "[status: ")
        return String(try shell.read(until: "]").dropLast())
    }

    @Test("Ctrl-C and SIGTERM at the PIN prompt restore echo and exit 130 / 143", arguments: Interruption.all)
    func interrupted(by interruption: Interruption) async throws {
        let (shell, app, runner) = try await startAtPinPrompt()
        defer { runner.remove() }
        if interruption.afterStopAndForeground {
            shell.type("\u{1A}")
            try shell.read(until: "[status: 148]")
            shell.type("fg\n")
            try shell.read(until: "\rPIN: ")
        }

        if interruption.signal == SIGINT {
            shell.type("\u{03}")
        } else {
            kill(app, interruption.signal)
        }
        try shell.read(until: "[status: \(interruption.status)]")
        #expect(shell.echoIsOn)
        #expect(try shell.exitShell() == 0)
    }

    @Test("Ctrl-Z at an ordinary prompt just stops the app, and fg continues it where it was")
    func stopAtOrdinaryPrompt() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let shell = try JobControlShell(arguments: ["--home", runner.home])
        try shell.read(until: "Choose: ")
        let app = try shell.appProcess()
        #expect(shell.echoIsOn)

        shell.type("\u{1A}")
        try shell.read(until: "[status: 148]")
        #expect(shell.state(of: app) == "T")
        #expect(shell.echoIsOn)
        shell.type("fg\n")
        shell.type("quit\n")
        let end = try shell.read(until: "[status: 0]")
        #expect(end.contains("Goodbye."))
        #expect(!end.contains("Choose: "))  // nothing is shown again at an ordinary prompt
        #expect(try shell.exitShell() == 0)
    }

    /// A shell running the app on a copy of the registered home, at the PIN prompt of a login,
    /// echo off; the app's process; the home, to remove.
    private func startAtPinPrompt() async throws -> (JobControlShell, pid_t, BinaryRunner) {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        let shell = try JobControlShell(arguments: ["--home", runner.home])
        try shell.read(until: "Choose: ")
        shell.type("logout\n")
        try shell.read(until: "Choose: ")
        shell.type("login\n")
        try shell.read(until: "PIN: ")
        let app = try shell.appProcess()
        #expect(!shell.echoIsOn)
        return (shell, app, runner)
    }

    /// Asks the shell for its jobs until the app is stopped for reading the terminal in the
    /// background (a safety net bounds the wait; it ends as soon as the shell says so).
    private func waitForStopOnInput(_ shell: JobControlShell) throws {
        let deadline = ContinuousClock.now + BinaryRunner.patience
        while ContinuousClock.now < deadline {
            shell.type("jobs -l\n")
            if try shell.read(until: "[status: 0]").contains("Stopped (tty input)") { return }
        }
        Issue.record("the app never stopped on terminal input in the background:\n\(shell.transcript)")
    }
}
