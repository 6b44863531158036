import Foundation
import TestSupport
import Testing

/// The interactive app's engine runs on the main thread with its screens (docs/ARCHITECTURE.md,
/// "Concurrency"), and nothing before the first prompt waits on another thread, so the process
/// starts none: each thread would cost a start more than its work (docs/ENGINE.md, "Start-up").
@Suite("The app reaches its first prompt on its main thread alone")
struct FirstPromptThreadTests {
    @Test("a new home: Welcome's prompt, after the server's configuration was read, with one thread")
    func newHome() async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        try await Self.expectOneThread(atFirstPromptOf: runner, showing: "Welcome")
    }

    @Test("a restored session: the Dashboard's prompt, after the session check, with one thread")
    func restoredSession() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        try await Self.expectOneThread(atFirstPromptOf: runner, showing: "Dashboard")
    }

    /// Starts the app on `runner`'s home, reads up to its first prompt (on the screen `title`),
    /// counts its threads there, and quits.
    private static func expectOneThread(atFirstPromptOf runner: BinaryRunner, showing title: String)
        async throws
    {
        let app = try runner.start()
        try await app.read(until: "Choose: ")

        #expect(try threadCount(of: app) == 1)
        #expect(app.stdout.contains(title))
        _ = try await app.finish(typing: ["quit"])
    }

    /// The `Threads:` line of the process's `/proc/<pid>/status`.
    private static func threadCount(of app: RunningBinary) throws -> Int? {
        let status = try String(contentsOfFile: "/proc/\(app.processIdentifier)/status", encoding: .utf8)
        let line = status.split(separator: "\n").first { $0.hasPrefix("Threads:") }
        return line.flatMap { Int($0.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) }
    }
}
