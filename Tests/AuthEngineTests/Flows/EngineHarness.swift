import TestSupport

@testable import AuthEngine

/// A fresh home with a token server and a client wired in process, on a manual clock; other
/// devices of the same home's server (`otherDevice()`) for what one device does and another sees.
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

    /// A second device on the same server: its own device directory, so its own device secret;
    /// each call is that device's next run.
    func otherDevice() throws -> AuthClient {
        try AuthClient(
            directory: home + "/other-device", transport: InProcessTransport(server: server), clock: clock,
            configuration: .forTesting)
    }

    /// The same account registered on the second device (signed in with its email and password),
    /// as a person does on a new phone: the device's client and its profile's session.
    func sameAccountOnOtherDevice(email: String = TestAccount.email) async throws
        -> (client: AuthClient, session: AuthenticatedSession)
    {
        let other = try otherDevice()
        let session = try await other.registerWithCredentials(
            email: email, password: Secret(TestAccount.password),
            responder: ScriptedResponder(answering: TestAccount.pin))
        return (other, session)
    }

    /// The server's state as stored, for assertions the public API cannot make.
    func serverState() throws -> ServerStateDocument {
        try server.database.snapshot()
    }

    func removeHome() {
        directory.remove()
    }
}
