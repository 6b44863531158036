import AuthEngine
import Foundation
import TestSupport
import Testing

/// Damaged files under the home, through the built binary: the app, `status`, `push` and `browser`
/// each end cleanly with a sentence that names the file — never a trap, never a "Fatal error".
@Suite("Damaged files through the built binary")
struct DamagedFilesTests {
    /// A keys.json that is valid JSON but holds a key too short to sign with: the issue's case.
    static let shortKey = #"{"schemaVersion":1,"document":{"accessTokenKey":"c2hvcnQ="}}"#

    static let appToWebURL = "https://web.viper-auth.local/sso?token=unknown"

    @Test("a short signing key: each command says once where it was set aside, then works with a new key")
    func shortSigningKey() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let keys = runner.home + "/server/keys.json"

        let commands: [(arguments: [String], input: [String], thenStatus: Int32, thenSays: String)] = [
            (["status"], [], 0, Journey.fullName),
            (["push", "--profile", Journey.email, "--message", "Hi"], [], 1, "not enrolled for push"),
            (["browser", Self.appToWebURL], [], 1, "not valid or was already used"),
        ]
        for command in commands {
            try Self.write(Self.shortKey, to: keys)
            let first = try await Self.run(runner, command.arguments, input: command.input)
            Self.expectCleanEnd(first, status: 1, command.arguments[0])
            #expect(first.stderr.contains("signing key (keys.json) was damaged"), "\(first.stderr)")
            #expect(first.stderr.contains("set aside as keys.json.corrupt-"), "\(first.stderr)")

            let again = try await Self.run(runner, command.arguments, input: command.input)
            Self.expectCleanEnd(again, status: command.thenStatus, command.arguments[0])
            #expect(again.allOutput.contains(command.thenSays), "\(again.allOutput)")
        }

        // The app: the start-up screen says it, Retry starts with the new key and the session goes on.
        try Self.write(Self.shortKey, to: keys)
        let app = try await runner.run(input: ["retry", "idtoken", "quit"])
        Self.expectCleanEnd(app, status: 0, "the app")
        #expect(app.stdout.contains("set aside as keys.json.corrupt-"))
        #expect(app.stdout.contains("Logged in as \(Journey.fullName) <\(Journey.email)>"))
        #expect(app.stdout.hasSuffix("Goodbye.\n"))
    }

    @Test(
        "a device secret that is not base64: the app, status, push and browser end cleanly; no PIN is asked")
    func damagedDeviceSecret() async throws {
        let runner = try await PreparedHome.shared.copyOfRegisteredHome()
        defer { runner.remove() }
        let identityPath = runner.home + "/device/device.json"
        let damaged = try Self.replacingSecret(in: String(contentsOfFile: identityPath, encoding: .utf8))
        try Self.write(damaged, to: identityPath)

        // From the restored dashboard: log out, try to log in, quit.
        let app = try await runner.run(input: ["logout", "login", "quit"])
        Self.expectCleanEnd(app, status: 0, "the app")
        #expect(app.stdout.contains("document \"device.json\" is corrupt or truncated"))
        let afterLogin = app.stdout.components(separatedBy: "Choose: login").last ?? ""
        #expect(!afterLogin.contains("PIN:"), "a PIN was asked that could not have been used")
        #expect(app.stdout.hasSuffix("Goodbye.\n"))

        let status = try await Self.run(runner, ["status"])
        Self.expectCleanEnd(status, status: 0, "status")
        #expect(status.stdout.contains("document \"device.json\" is corrupt or truncated"))

        let push = try await Self.run(runner, ["push", "--profile", Journey.email, "--message", "Hi"])
        Self.expectCleanEnd(push, status: 1, "push")
        #expect(push.stderr.contains("not enrolled for push"))

        let browser = try await Self.run(runner, ["browser", Self.appToWebURL])
        Self.expectCleanEnd(browser, status: 1, "browser")

        // Nothing was written over the damaged file, and no attempt was spent on the server.
        #expect(try String(contentsOfFile: identityPath, encoding: .utf8) == damaged)
        // The server's state written out as one document: no attempt was counted.
        try TokenServer.exportToDocuments(directory: runner.home + "/server")
        let state = try String(contentsOfFile: runner.home + "/server/state.json", encoding: .utf8)
        #expect(state.contains("\"failedAttempts\":0"))
    }

    /// Runs a companion command (its name first, then `--home`) on the runner's home.
    static func run(_ runner: BinaryRunner, _ arguments: [String], input: [String] = []) async throws
        -> BinaryResult
    {
        try await runner.run(
            [arguments[0], "--home", runner.home] + arguments.dropFirst(), input: input, addHome: false)
    }

    /// Exited by itself with `status` (a trap would be a signal, and 4 or 5 at best), and said no
    /// "Fatal error".
    static func expectCleanEnd(
        _ result: BinaryResult, status: Int32, _ command: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == status, "\(command): \(result.allOutput)", sourceLocation: sourceLocation)
        #expect(
            !result.allOutput.contains("Fatal error"), "\(command) trapped", sourceLocation: sourceLocation)
    }

    static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The identity document with its secret replaced by text that is not base64.
    static func replacingSecret(in document: String) throws -> String {
        var envelope = try #require(
            try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        var identity = try #require(envelope["document"] as? [String: Any])
        identity["secret"] = "not base64!"
        envelope["document"] = identity
        return String(decoding: try JSONSerialization.data(withJSONObject: envelope), as: UTF8.self)
    }
}
