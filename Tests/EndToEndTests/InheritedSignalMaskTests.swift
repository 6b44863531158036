import Glibc
import TestSupport
import Testing

@Suite("Started by a launcher that blocks signals, the app still ends on Ctrl-C, kill and a hang-up")
struct InheritedSignalMaskTests {
    /// A signal sent at the first prompt, and the exit status that says it ended the app.
    struct Interruption: CustomTestStringConvertible, Sendable {
        let name: String
        let signal: Int32

        var testDescription: String { name }

        static let all = [
            Interruption(name: "SIGINT", signal: SIGINT), Interruption(name: "SIGTERM", signal: SIGTERM),
            Interruption(name: "SIGHUP", signal: SIGHUP),
        ]
    }

    /// A program inherits the signal mask of the thread that starts it; a thread of a dispatch
    /// pool blocks every signal. The app, which waits for input on its main thread alone, unblocks
    /// the ones it handles, or they would stay pending and the app would never end.
    @Test(
        "with the termination signals blocked from the start, each still ends it", arguments: Interruption.all
    )
    func blockedAtStart(_ interruption: Interruption) async throws {
        let runner = try BinaryRunner.withNewHome()
        defer { runner.remove() }
        let app = try runner.start(blockedSignals: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT])
        try await app.read(until: "Choose: ")

        app.send(signal: interruption.signal)
        let result = try await app.waitForExit()

        #expect(result.status == 128 + interruption.signal)
    }
}
