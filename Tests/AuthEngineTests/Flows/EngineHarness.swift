import AuthEngine
import TestSupport

/// A fresh home with a token server and a client wired in process, on a manual clock.
struct EngineHarness {
    private let directory: TemporaryDirectory
    let clock: ManualWallClock
    let server: TokenServer
    let client: AuthClient

    var home: String { directory.path }

    init(configuration: ServerConfiguration = .forTesting, now: Int64 = 1_800_000_000) throws {
        directory = try TemporaryDirectory(prefix: "viper-auth-flows")
        let home = directory.path
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

    /// Signs up a new account and registers it with the test PIN.
    func signUpAndRegister(email: String = TestAccount.email) async throws -> AuthenticatedSession {
        try await client.signUp(
            TestAccount.signUpForm(email: email), responder: ScriptedResponder(answering: TestAccount.pin))
    }

    func removeHome() {
        directory.remove()
    }
}
