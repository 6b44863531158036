import Glibc
import TestSupport
import Testing

@testable import AuthEngine

/// Looks at what the two halves keep on disk, as an attacker holding one of them would.
struct StoredState {
    let harness: EngineHarness

    var device: DeviceStore {
        get throws { DeviceStore(store: try SecureFileStore(directory: harness.home + "/device")) }
    }

    func serverState() throws -> ServerStateDocument {
        try ServerDatabase(store: try SecureFileStore(directory: harness.home + "/server")).snapshot()
    }

    func verifierKinds(profileId: String) throws -> [AuthenticatorKind] {
        try serverState().registration(profileId: profileId)?.verifiers.map(\.kind) ?? []
    }

    /// Every byte of every file under `directory`, as text, for "contains no secret" checks.
    func allText(under directory: String) -> String {
        guard let handle = opendir(directory) else { return "" }
        defer { closedir(handle) }
        var text = ""
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) {
                text += allText(under: path)
            } else {
                text += Self.contents(of: path)
            }
        }
        return text
    }

    static func contents(of path: String) -> String {
        guard let file = fopen(path, "rb") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func permissions(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o777
    }

    func biometricKeyPath(profileId: String) -> String {
        harness.home + "/device/" + AuthenticatorKeyDocument.name(profileId: profileId, kind: .biometric)
    }

    /// The access token this device holds for the profile's session.
    func accessToken(profileId: String) throws -> String {
        try #require(try device.session(profileId: profileId)).tokens.accessToken
    }
}

extension EngineHarness {
    /// Registers an authenticator after answering the PIN check with the valid PIN.
    func register(_ kind: AuthenticatorKind, profileId: String, answer: String) async throws {
        _ = try await client.registerAuthenticator(
            kind, profileId: profileId, responder: ScriptedResponder(answering: TestAccount.pin, answer))
    }

    /// Sends one request straight to the server, as someone holding a token would.
    func send(_ method: HTTPMethod, _ path: String, bearer: String, body: some Encodable) async
        -> EngineResponse
    {
        var request = EngineRequest(method: method, path: path)
        request.headers["Authorization"] = "Bearer " + bearer
        request.body = WireCoding.encode(body)
        return await server.handle(request)
    }
}

/// A responder that stops at its first PIN challenge until the test releases it.
final class GatedResponder: ForwardingResponder {
    let inner: ScriptedResponder
    let entered: AsyncStream<Void>
    private let enteredSignal: AsyncStream<Void>.Continuation
    private let gate: AsyncStream<Void>
    private let gateOpener: AsyncStream<Void>.Continuation

    init(_ inner: ScriptedResponder) {
        self.inner = inner
        (entered, enteredSignal) = AsyncStream.makeStream(of: Void.self)
        (gate, gateOpener) = AsyncStream.makeStream(of: Void.self)
    }

    func release() { gateOpener.finish() }

    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> {
        enteredSignal.yield()
        var waiting = gate.makeAsyncIterator()
        _ = await waiting.next()
        return await inner.respond(to: challenge)
    }

    var forwardee: ScriptedResponder { inner }
}
