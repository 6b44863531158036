import FoundationEssentials
import Glibc
import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

/// A copy of the fixture's home with one document replaced by damaged bytes, and the engine run
/// over it the way the app uses it: the server started, then every flow that reads the documents.
struct CorruptedHome {
    private let directory: TemporaryDirectory
    let home: String
    let fixture: CorruptionFixture
    let document: CorruptibleDocument
    let damagedBytes: [UInt8]

    init(_ fixture: CorruptionFixture, damaging document: CorruptibleDocument, with damaged: JSONValue) throws
    {
        // Memory-backed when the system has it: each case runs every flow, and every write of the
        // store is synchronised to disk, which on a real disk would make the sweep take minutes.
        directory = try TemporaryDirectory(prefix: "viper-auth-corrupt", inMemory: true)
        home = directory.path
        self.fixture = fixture
        self.document = document
        damagedBytes = damaged.serialized()
        for directory in ["server", "device"] {
            try #require(mkdir(home + "/" + directory, 0o700) == 0)
        }
        for (path, bytes) in fixture.files {
            try FileInspection.replaceContents(of: home + "/" + path, with: bytes)
        }
        try FileInspection.replaceContents(of: documentPath, with: damagedBytes)
    }

    var documentPath: String { home + "/" + document.path(profileId: fixture.profileId) }
    var documentName: String {
        document.path(profileId: fixture.profileId).split(separator: "/").last.map(String.init) ?? ""
    }
    var documentDirectory: String { home + "/" + (document.isServerDocument ? "server" : "device") }

    /// Whether the store reads the damaged document back at all.
    func isReadable() throws -> Bool {
        document.isReadable(in: try SecureFileStore(directory: documentDirectory), named: documentName)
    }

    func remove() {
        directory.remove()
    }

    /// What running the engine over the home came to.
    enum Outcome {
        /// The server would not start.
        case serverRefused(ServerStartError)
        /// The server started; these are the typed errors the client's flows answered.
        case ran(clientErrors: [AuthError])
    }

    /// Starts the server and runs every flow of the app that reads a document, collecting the typed
    /// errors; nothing here may trap, whatever the damaged document holds.
    func runEngine() async throws -> Outcome {
        let clock = ManualWallClock(now: fixture.now)
        let server: TokenServer
        do {
            server = try TokenServer(directory: home + "/server", configuration: .forTesting, clock: clock)
        } catch {
            return .serverRefused(error)
        }
        // Retries after a 503 (a damaged state answers so) happen at once rather than after real pauses.
        let client = try AuthClient(
            directory: home + "/device", transport: InProcessTransport(server: server), clock: clock,
            configuration: .forTesting, retrySleeper: RecordingSleeper())
        let profileId = fixture.profileId
        var errors: [AuthError] = []
        func record<Value>(_ flow: () async throws(AuthError) -> Value) async {
            do { _ = try await flow() } catch { errors.append(error) }
        }

        _ = await client.restoreSession(profileId: profileId)
        await record { () async throws(AuthError) in try await client.profiles() }
        await record { () async throws(AuthError) in try await client.authenticators(profileId: profileId) }
        // Once with the sensor the profile prefers, once declining it for the PIN.
        await record { () async throws(AuthError) in
            try await client.authenticate(profileId: profileId, responder: RightAnswers(sensor: .recognised))
        }
        await record { () async throws(AuthError) in
            try await client.authenticate(profileId: profileId, responder: RightAnswers(sensor: .usePin))
        }
        await record { () async throws(AuthError) in try await client.me(profileId: profileId) }
        await record { () async throws(AuthError) in try await client.idToken(profileId: profileId) }
        await record { () async throws(AuthError) in try await client.devices(profileId: profileId) }
        await record { () async throws(AuthError) in
            try await client.pendingPushRequests(profileId: profileId)
        }
        await record { () async throws(AuthError) in try await client.appToWebURL(profileId: profileId) }
        await record { () async throws(AuthError) in
            try await client.switchContext(profileId: profileId, to: 0)
        }

        // What `viper-auth push`, `status` and `browser` do on the server's side.
        _ = try? server.queuePushRequest(profile: fixture.email, message: "Approve?")
        _ = try? server.pushRequestStatus(id: fixture.pushRequestId)
        _ = try? server.redeemAppToWebToken(url: fixture.appToWebURL)
        let credentials = CredentialsBody(email: fixture.email, password: CorruptionFixture.password.value)
        _ = await post(server, "/v1/idp/credentials", credentials)
        _ = await post(
            server, "/v1/idp/two-step/answer",
            TwoStepAnswerBody(registrationId: fixture.twoStepRegistrationId, answer: fixture.twoStepCode))
        _ = await post(
            server, "/v1/idp/browser/token",
            BrowserTokenBody(
                code: fixture.authorizationCode, codeVerifier: fixture.authorizationVerifier,
                redirectURI: BrowserLogin.redirectURI))
        _ = await post(server, "/v1/idp/one-time-code", OneTimeCodeBody(code: fixture.oneTimeCode))

        _ = await client.logout(profileId: profileId)
        return .ran(clientErrors: errors)
    }

    private func post(_ server: TokenServer, _ path: String, _ body: some Encodable) async -> Int {
        await server.handle(EngineRequest(method: .post, path: path, body: WireCoding.encode(body))).status
    }

    /// The failed attempts the server has counted for the fixture's profile, when it still has it.
    func failedAttempts() throws -> Int? {
        let state = try ServerDatabase(store: try SecureFileStore(directory: home + "/server")).snapshot()
        return state.registration(profileId: fixture.profileId)?.failedAttempts
    }
}

/// The person who knows every answer: the right PIN (a few times at most), what the sensor says
/// (recognised, or "use PIN"), "accept" to a push; everything else is cancelled.
final class RightAnswers: ChallengeResponder {
    private let pinAnswers = Mutex(5)
    private let sensor: BiometricOutcome

    init(sensor: BiometricOutcome) {
        self.sensor = sensor
    }

    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> {
        let allowed = pinAnswers.withLock { remaining in
            remaining -= 1
            return remaining >= 0
        }
        return allowed ? .answer(Secret(TestAccount.pin)) : .cancel
    }

    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> {
        .answer(sensor)
    }

    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision> {
        .answer(.accept)
    }

    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String> { .cancel }
}
