import AuthEngine
import Glibc

@testable import Interactors

/// A fresh home directory for a real engine, configured for fast key derivation, removed by the
/// test when done. Each `makeHost()` is one run of the app on this home.
struct TemporaryEngineHome {
    /// The directory made for the test; `path` is inside it so a test may also place files beside.
    let root: String
    /// The home the engine is given.
    let path: String

    static let validPin = "24680"

    init() throws {
        var template = Array("/tmp/viper-auth-interactors-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else { throw TemporaryEngineHomeError.noTemporaryDirectory }
        root = String(cString: created)
        path = root + "/home"
    }

    /// An engine host on `home` (the default: this home) with the test configurations.
    func makeHost(home: String? = nil) -> EngineHost {
        var settings = EngineSettings(homeDirectory: home ?? path, environment: .dev)
        settings.serverConfiguration = .forTesting
        settings.clientConfiguration = .forTesting
        return EngineHost(settings: settings, tracer: .disabled)
    }

    /// Signs up an account and registers it on `host`'s device through a `ChallengeFlow` that
    /// answers the create-PIN challenge, as the Registration and CreatePin modules do.
    func register(on host: EngineHost, email: String = "lin@example.org", fullName: String = "Lin Example")
        async throws -> UserSession
    {
        let client = try await host.start()
        let form = SignUpForm(
            fullName: fullName, email: email, password: "correct horse", passwordConfirmation: "correct horse"
        )
        let flow = await ChallengeFlow.start { responder async throws(AuthError) in
            .signedIn(UserSession(try await client.signUp(form, responder: responder)))
        }
        guard case .createPin = await flow.nextStep() else {
            throw TemporaryEngineHomeError.unexpectedStep
        }
        await flow.answer(SecretInput(Self.validPin))
        guard case .finished(.signedIn(let session)) = await flow.nextStep() else {
            throw TemporaryEngineHomeError.unexpectedStep
        }
        return session
    }

    /// Creates a regular file at `path` (inside the root), so a home can be placed where no
    /// directory can be made, even for root.
    func makeFile(at path: String, contents: String = "not a directory") throws {
        let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw TemporaryEngineHomeError.cannotWrite(path) }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw TemporaryEngineHomeError.cannotWrite(path) }
    }

    /// True when `path` is a directory.
    func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Removes the whole root.
    func remove() {
        Self.removeTree(root)
    }

    private static func removeTree(_ path: String) {
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
            if entry.pointee.d_type == UInt8(DT_DIR) { removeTree(child) } else { unlink(child) }
        }
        closedir(directory)
        rmdir(path)
    }
}

enum TemporaryEngineHomeError: Error {
    case noTemporaryDirectory
    case unexpectedStep
    case cannotWrite(String)
}
