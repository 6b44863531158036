import AuthEngine
import TestSupport

@testable import Interactors

/// A run of the app on a temporary home whose server and client read one manual clock, so a test
/// can expire an access token without waiting; the demo accounts are seeded (cheaply) on request.
extension TemporaryEngineHome {
    static let adaEmail = "ada@viper-auth.example"
    static let adaPassword = "analytical-engine"

    func makeHost(clock: ManualWallClock, seedsDemoAccounts: Bool = false) -> EngineHost {
        var settings = settings()
        settings.serverConfiguration.seedsDemoAccounts = seedsDemoAccounts
        settings.clock = clock
        return EngineHost(settings: settings, tracer: .disabled)
    }

    /// Registers this device for the demo teacher (two memberships) with email and password.
    func registerAda(on host: EngineHost) async throws -> UserSession {
        let client = try await host.start()
        let flow = await ChallengeFlow.start { responder async throws(AuthError) in
            .signedIn(
                UserSession(
                    try await client.registerWithCredentials(
                        email: Self.adaEmail, password: Secret(Self.adaPassword), responder: responder)))
        }
        guard case .createPin = await flow.nextStep() else { throw TemporaryEngineHomeError.unexpectedStep }
        await flow.respond(.secret(SecretInput(TestAccount.pin)))
        guard case .finished(.signedIn(let session)) = await flow.nextStep() else {
            throw TemporaryEngineHomeError.unexpectedStep
        }
        return session
    }

    /// The token server of this home, as `viper-auth browser` opens it in another process.
    func openServer(clock: ManualWallClock) throws -> TokenServer {
        try TokenServer(directory: path + "/server", configuration: .forTesting, clock: clock)
    }
}
