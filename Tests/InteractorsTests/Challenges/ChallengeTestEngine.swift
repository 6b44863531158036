import AuthEngine
import Glibc

@testable import Interactors

/// A started engine in a fresh temporary home with the cheap `.forTesting` configurations, and the
/// flow holder the challenge modules share; for the challenge and registration tests.
struct ChallengeTestEngine {
    static let validPin = "24680"
    static let password = "correct horse"

    let home: String
    let host: EngineHost
    let client: AuthClient
    let flowInProgress = FlowInProgress()

    /// Starts an engine; `configure` may change the server's test configuration first.
    static func start(
        configure: (inout ServerConfiguration) -> Void = { _ in }
    ) async throws -> ChallengeTestEngine {
        var template = Array("/tmp/viper-auth-challenges-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else { throw ChallengeTestError.noTemporaryDirectory }
        let home = String(cString: created)
        var settings = EngineSettings(homeDirectory: home, environment: .dev)
        settings.serverConfiguration = .forTesting
        configure(&settings.serverConfiguration)
        settings.clientConfiguration = .forTesting
        let host = EngineHost(settings: settings, tracer: .disabled)
        let client = try await host.start()
        return ChallengeTestEngine(home: home, host: host, client: client)
    }

    /// A sign-up form for `email` with valid details.
    static func form(email: String = "lin@example.org") -> SignUpForm {
        SignUpForm(fullName: "Lin Example", email: email, password: password, passwordConfirmation: password)
    }

    /// Starts a registration flow for a new account, as the Registration module does.
    func beginSignUp(email: String = "lin@example.org") async -> ChallengeStep {
        let client = client
        let form = Self.form(email: email)
        return await flowInProgress.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.signUp(form, responder: responder)))
        }
    }

    /// Starts a login flow for `profileId`, as the Welcome module does.
    func beginLogin(profileId: String) async -> ChallengeStep {
        let client = client
        return await flowInProgress.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.authenticate(profileId: profileId, responder: responder)))
        }
    }

    /// Signs up and registers a profile with `validPin`, through a flow; returns its session.
    func registerProfile(email: String = "lin@example.org") async throws -> UserSession {
        _ = await beginSignUp(email: email)
        let step = await flowInProgress.answer(SecretInput(Self.validPin))
        guard case .finished(.signedIn(let session)) = step else { throw ChallengeTestError.unexpected(step) }
        return session
    }

    /// Deletes the home.
    func remove() {
        ChallengeTestHome.remove(home)
    }
}

enum ChallengeTestError: Error {
    case noTemporaryDirectory
    case unexpected(ChallengeStep)
}

/// Recursive removal of a test home.
enum ChallengeTestHome {
    static func remove(_ path: String) {
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
            if entry.pointee.d_type == UInt8(DT_DIR) { remove(child) } else { unlink(child) }
        }
        closedir(directory)
        rmdir(path)
    }
}
