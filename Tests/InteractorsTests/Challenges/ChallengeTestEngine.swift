import AuthEngine
import TestSupport

@testable import Interactors

/// A started engine in a fresh temporary home with the cheap `.forTesting` configurations; for the
/// challenge and registration tests.
struct ChallengeTestEngine {
    private let engineHome: TemporaryEngineHome
    /// The settings the engine was started with; a companion command on the same home uses them.
    let settings: EngineSettings
    let host: EngineHost
    let client: AuthClient

    /// Starts an engine; `configure` may change the server's test configuration first, and
    /// `adjust` the rest of the settings (the browser's time limit and `$BROWSER`).
    static func start(
        configure: (inout ServerConfiguration) -> Void = { _ in },
        adjust: (inout EngineSettings) -> Void = { _ in }
    ) async throws -> ChallengeTestEngine {
        let engineHome = try TemporaryEngineHome()
        var settings = engineHome.settings()
        configure(&settings.serverConfiguration)
        adjust(&settings)
        let host = EngineHost(settings: settings, tracer: .disabled)
        let client = try await host.start()
        return ChallengeTestEngine(engineHome: engineHome, settings: settings, host: host, client: client)
    }

    /// Starts a registration flow for a new account, as the Registration module does, and reads
    /// its first step.
    func beginSignUp(email: String = TestAccount.email) async -> (flow: ChallengeFlow, step: ChallengeStep) {
        let client = client
        let form = TestAccount.signUpForm(email: email)
        return await ChallengeFlow.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.signUp(form, responder: responder)))
        }
    }

    /// Starts a registration through the hosted login page (`viper-auth browser`, redirect
    /// `viperauth://callback`), as the engine offers it, and reads its authorize URL.
    func beginHostedPageSignIn() async throws -> (flow: ChallengeFlow, url: String) {
        let client = client
        let (flow, step) = await ChallengeFlow.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.registerWithBrowser(responder: responder)))
        }
        guard case .openBrowser(let url) = step else { throw ChallengeTestError.unexpected(step) }
        return (flow, url)
    }

    /// Starts a login flow for `profileId`, as the Welcome module does, and reads its first step.
    func beginLogin(profileId: String) async -> (flow: ChallengeFlow, step: ChallengeStep) {
        let client = client
        return await ChallengeFlow.begin { responder throws(AuthError) -> FlowCompletion in
            .signedIn(UserSession(try await client.authenticate(profileId: profileId, responder: responder)))
        }
    }

    /// Signs up and registers a profile with the test PIN, through a flow; returns its session.
    func registerProfile(email: String = TestAccount.email) async throws -> UserSession {
        let step = await beginSignUp(email: email).flow.reply(.secret(SecretInput(TestAccount.pin)))
        guard case .finished(.signedIn(let session)) = step else { throw ChallengeTestError.unexpected(step) }
        return session
    }

    /// Deletes the home.
    func remove() {
        engineHome.remove()
    }
}

enum ChallengeTestError: Error {
    case unexpected(ChallengeStep)
}
