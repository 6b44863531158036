import Foundation
import TestSupport

/// The tests' `$BROWSER`: the built `viper-auth-test-browser`, given the credentials in a file of
/// the test's own (never on a command line) and noting its steps in a log the test reads.
struct BrowserProgram {
    private let directory: TemporaryDirectory

    /// The program, built beside the test bundle as `viper-auth` is.
    static var path: String { BinaryRunner.builtExecutable(named: "viper-auth-test-browser") }

    /// A browser whose person signs in as `email` with `password`.
    init(email: String, password: String) throws {
        directory = try TemporaryDirectory(prefix: "viper-auth-test-browser")
        try Data("\(email)\n\(password)\n".utf8).write(to: URL(fileURLWithPath: credentials))
    }

    private var credentials: String { directory.path + "/credentials" }
    private var log: String { directory.path + "/log" }

    /// The app's environment with this browser as `$BROWSER`, misbehaving as `behaviour` says
    /// (`the program's `Behaviour``: `sign-in`, `cancel`, `forgot-password`, `tamper-state`…).
    func environment(_ behaviour: String = "sign-in") -> [String: String?] {
        [
            "BROWSER": Self.path, "VIPER_AUTH_TEST_BROWSER_CREDENTIALS": credentials,
            "VIPER_AUTH_TEST_BROWSER_BEHAVIOUR": behaviour, "VIPER_AUTH_TEST_BROWSER_LOG": log,
        ]
    }

    /// The steps the browser noted, in order.
    var steps: [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Removes the credentials and the log.
    func remove() {
        directory.remove()
    }
}
