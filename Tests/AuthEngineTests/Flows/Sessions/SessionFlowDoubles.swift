import Glibc
import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

/// Passes requests to another transport and counts them per path, so a test can prove how many
/// refreshes really reached the server.
final class CountingTransport: EngineTransport {
    private let wrapped: any EngineTransport
    private let counts = Mutex<[String: Int]>([:])
    private let bearers = Mutex<[String: Set<String>]>([:])

    init(wrapping wrapped: any EngineTransport) {
        self.wrapped = wrapped
    }

    func count(of path: String) -> Int { counts.withLock { $0[path, default: 0] } }

    /// The distinct Authorization headers sent to `path`.
    func authorizations(of path: String) -> Set<String> { bearers.withLock { $0[path, default: []] } }

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        counts.withLock { $0[request.path, default: 0] += 1 }
        if let authorization = request.header("Authorization") {
            bearers.withLock { _ = $0[request.path, default: []].insert(authorization) }
        }
        return try await wrapped.send(request)
    }
}

/// Fails the next requests to chosen paths with a scripted fault, then passes them through.
final class FaultInjectingTransport: EngineTransport {
    enum Fault: Sendable {
        case transport(TransportError)
        case status(Int)
        case failure(ServerFailure)
    }

    private let wrapped: any EngineTransport
    private let faults = Mutex<[String: [Fault]]>([:])

    init(wrapping wrapped: any EngineTransport) {
        self.wrapped = wrapped
    }

    /// Queues `faults` for the next requests to `path`.
    func inject(_ faults: [Fault], on path: String) {
        self.faults.withLock { $0[path, default: []] += faults }
    }

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        let fault = faults.withLock { faults -> Fault? in
            guard var queue = faults[request.path], !queue.isEmpty else { return nil }
            let first = queue.removeFirst()
            faults[request.path] = queue
            return first
        }
        switch fault {
        case .transport(let error)?: throw error
        case .status(let status)?: return EngineResponse(status: status)
        case .failure(let failure)?: return failure.response
        case nil: return try await wrapped.send(request)
        }
    }
}

/// Holds the PIN challenge until `release()`, so a test can start a second flow while one runs.
final class SuspendingResponder: ForwardingResponder {
    private let gate = Gate()
    private let inner: ScriptedResponder
    private let asked = Mutex(false)

    init(answering pin: String) {
        inner = ScriptedResponder(answering: pin)
    }

    var hasBeenAsked: Bool { asked.withLock { $0 } }

    func release() async { await gate.open() }

    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> {
        asked.withLock { $0 = true }
        await gate.wait()
        return await inner.respond(to: challenge)
    }

    var forwardee: ScriptedResponder { inner }
}

extension EngineHarness {
    /// Another client on this home, talking through `transport`, whose refresh retries never sleep.
    func client(
        through transport: any EngineTransport, sleeper: RecordingSleeper = RecordingSleeper()
    ) throws -> AuthClient {
        try AuthClient(
            directory: home + "/device", transport: transport, clock: clock, configuration: .forTesting,
            retrySleeper: sleeper)
    }

    /// The device's store, to inspect and damage session items directly.
    var deviceStore: SecureFileStore {
        get throws { try SecureFileStore(directory: home + "/device") }
    }

    /// The profile's session files on the device, in either layout: its one document, and any of
    /// the three item files an earlier release wrote.
    func sessionFiles(of profileId: String) throws -> [String] {
        let names = try deviceStore.documentNames()
        let candidates =
            [DeviceStore.sessionName(profileId)] + LegacySessionItem.allCases.map { $0.name(profileId) }
        return candidates.filter(names.contains)
    }

    /// The stored tokens of a profile.
    func storedTokens(of profileId: String) throws -> TokenBundle? {
        try deviceStore.read(StoredSession.self, named: DeviceStore.sessionName(profileId))?.tokens
    }

    /// Rewrites the profile's session as an earlier release kept it: three item files, no document.
    func moveSessionToLegacyLayout(of profileId: String) throws {
        let store = try deviceStore
        let session = try #require(
            try store.read(StoredSession.self, named: DeviceStore.sessionName(profileId)))
        try writeLegacyItems(session, of: profileId)
        try store.remove(named: DeviceStore.sessionName(profileId))
    }

    /// Signs up through `client` and returns the profile id.
    func registerProfile(with client: AuthClient, email: String = "lin@example.org") async throws -> String {
        let form = SignUpForm(
            fullName: "Lin Example", email: email, password: "correct horse",
            passwordConfirmation: "correct horse")
        let session = try await client.signUp(form, responder: ScriptedResponder(answering: TestAccount.pin))
        return try #require(session.profile).id
    }
}

/// Collects events from a stream in the background, so a test can assert the whole sequence.
final class EventRecorder: Sendable {
    private final class Log: Sendable {
        let events = Mutex<[SessionEvent]>([])
    }

    private let log = Log()
    private let task: Task<Void, Never>

    init(_ stream: AsyncStream<SessionEvent>) {
        let log = log
        task = Task {
            for await event in stream { log.events.withLock { $0.append(event) } }
        }
    }

    /// The events seen so far, once at least `count` have arrived (or the stream went quiet).
    func recorded(atLeast count: Int) async -> [SessionEvent] {
        for _ in 0..<10_000 {
            let seen = log.events.withLock { $0 }
            if seen.count >= count { return seen }
            await Task.yield()
        }
        return log.events.withLock { $0 }
    }

    deinit { task.cancel() }
}

extension EngineHarness {
    /// Sends a request straight to the server, bypassing every client.
    func serverResponse(
        _ method: HTTPMethod, _ path: String, bearer: String? = nil, body: [UInt8] = []
    ) async -> EngineResponse {
        var request = EngineRequest(method: method, path: path, body: body)
        if let bearer { request.headers["Authorization"] = "Bearer " + bearer }
        return await server.handle(request)
    }

    /// Presents a refresh token to the server directly, as a thief holding a copy would.
    func presentRefreshToken(_ token: String) async -> EngineResponse {
        await serverResponse(
            .post, "/v1/auth/refresh", body: WireCoding.encode(RefreshBody(refreshToken: token)))
    }

    /// Overwrites a device document with bytes that are not JSON.
    func damageDeviceDocument(_ name: String) throws {
        try damage(home + "/device/" + name)
    }

    func damage(_ path: String) throws {
        guard let file = fopen(path, "w") else { throw TemporaryDirectoryError.cannotCreate(errno: errno) }
        fputs("{ this is not json", file)
        fclose(file)
    }
}
