import AuthEngine
import Glibc

/// A fresh home with a token server and a client wired in process, on a manual clock.
struct EngineHarness {
    let home: String
    let clock: ManualWallClock
    let server: TokenServer
    let client: AuthClient

    init(configuration: ServerConfiguration = .forTesting, now: Int64 = 1_800_000_000) throws {
        var template = Array("/tmp/viper-auth-flows-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else { throw HarnessError.noTemporaryDirectory }
        home = String(cString: created)
        clock = ManualWallClock(now: now)
        server = try TokenServer(directory: home + "/server", configuration: configuration, clock: clock)
        client = try AuthClient(
            directory: home + "/device", transport: InProcessTransport(server: server), clock: clock,
            configuration: .forTesting)
    }

    /// Another client process on the same home, as the next run of the app would be.
    func reopenedClient() throws -> AuthClient {
        try AuthClient(
            directory: home + "/device", transport: InProcessTransport(server: server), clock: clock,
            configuration: .forTesting)
    }

    static let validPin = "24680"
    static let otherValidPin = "36912"

    /// Signs up a new account and registers it with `validPin`.
    func signUpAndRegister(email: String = "lin@example.org") async throws -> AuthenticatedSession {
        let form = SignUpForm(
            fullName: "Lin Example", email: email, password: "correct horse",
            passwordConfirmation: "correct horse")
        return try await client.signUp(form, responder: ScriptedResponder(answering: Self.validPin))
    }

    func removeHome() {
        _ = try? FileTree.remove(home)
    }
}

enum HarnessError: Error {
    case noTemporaryDirectory
}

/// Recursive removal for test homes.
enum FileTree {
    static func remove(_ path: String) throws {
        guard let directory = opendir(path) else {
            unlink(path)
            return
        }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = path + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) { try remove(child) } else { unlink(child) }
        }
        closedir(directory)
        rmdir(path)
    }
}
