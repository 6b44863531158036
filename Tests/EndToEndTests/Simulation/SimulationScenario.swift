import TestSupport
import Testing

/// A copy of the prepared home (a profile signed up and signed in with `Journey.pin`), with the
/// companion commands a second terminal runs beside the app: `clock`, `faults`, `simulate`, `push`.
struct SimulationScenario {
    let runner: BinaryRunner

    /// A signed-in home of the test's own.
    static func signedIn() async throws -> SimulationScenario {
        SimulationScenario(runner: try await PreparedHome.shared.copyOfRegisteredHome())
    }

    var home: String { runner.home }

    /// Runs `viper-auth --home <home> arguments…` and checks it succeeded.
    @discardableResult
    func control(_ arguments: [String]) async throws -> BinaryResult {
        let result = try await runner.run(arguments)
        #expect(result.status == 0, "viper-auth \(arguments.joined(separator: " ")): \(result.stderr)")
        return result
    }

    /// The app on this home, with `--trace` and `options`, talked to while it runs.
    func app(_ options: [String] = []) throws -> RunningBinary {
        try runner.start(["--trace"] + options)
    }

    /// The app, from its restored Dashboard, logged out and in again with the PIN: its tokens are
    /// brand new, whenever the prepared home was made. Returns once the Dashboard asks again.
    func appAfterPinLogin(_ options: [String] = []) async throws -> RunningBinary {
        let app = try app(options)
        try await app.read(until: "Choose: ")
        try app.type(Journey.logOutAndLogIn)
        try await app.read(until: "Logged in as")
        try await app.read(until: "Choose: ")
        return app
    }

    func remove() {
        runner.remove()
    }
}

/// The number of times `part` occurs in `text`.
func occurrences(of part: String, in text: String) -> Int {
    text.components(separatedBy: part).count - 1
}

/// `text` after the first `marker`, or all of it when the marker is missing (and a failed check).
func text(after marker: String, in text: String) -> String {
    guard let range = text.range(of: marker) else {
        Issue.record("no \"\(marker)\" in the output")
        return text
    }
    return String(text[range.upperBound...])
}

/// Checks that no typed secret and no token is in `results`.
func expectNothingSecret(_ results: BinaryResult...) {
    for result in results {
        for secret in Journey.secrets {
            #expect(!result.allOutput.contains(secret), "a secret was printed")
        }
        #expect(!result.allOutput.contains("eyJ"), "a token was printed")
    }
}
