import AuthEngine
import Glibc
import TestSupport
import Testing

@testable import Interactors

/// Damaged files as the app's use cases meet them: an error a person can read, a retry that works
/// where the engine repaired what it safely could, and nothing spent or overwritten meanwhile.
@Suite("Damaged files at start, at login and in the push service")
struct DamagedFilesTests {
    /// A keys.json holding a key too short to sign with, as the issue reported.
    static let shortKey = #"{"schemaVersion":1,"document":{"accessTokenKey":"c2hvcnQ="}}"#

    @Test("a damaged keys.json fails one start, saying where it was set aside; Retry restores the session")
    func damagedSigningKey() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let session = try await home.register(on: home.makeHost())
        try home.makeFile(at: home.path + "/server/keys.json", contents: Self.shortKey)
        let sut = StartupInteractor(host: home.makeHost())

        let error = await #expect(throws: AppError.self) { try await sut.start() }

        guard case .engineUnavailable(.signingKeySetAside(let savedAs)) = error else {
            Issue.record("expected the signing key set aside, got \(String(describing: error))")
            return
        }
        #expect(savedAs.hasPrefix("keys.json.corrupt-"))
        #expect(try await sut.start().restore == .restored(session.profile))
    }

    @Test("a damaged server journal fails every start, naming it, and is left as it was")
    func damagedState() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        _ = try await home.register(on: home.makeHost())
        let damaged = #"{"schemaVersion":1,"document":{"accounts":[{"memberships":[]}]}}"#
        try home.makeFile(at: home.path + "/server/state.journal", contents: damaged)
        let sut = StartupInteractor(host: home.makeHost())

        for _ in 0..<2 {
            let error = await #expect(throws: AppError.self) { try await sut.start() }
            #expect(error == .engineUnavailable(.serverData(.corrupt(document: "state.journal"))))
        }
        #expect(StoredState.contents(of: home.path + "/server/state.journal") == damaged)
    }

    @Test("a device secret of the wrong length stops the login before the PIN is asked (none is spent)")
    func damagedDeviceSecret() async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let session = try await home.register(on: home.makeHost())
        let identityPath = home.path + "/device/device.json"
        let identity = StoredState.contents(of: identityPath)
        let damaged = try Self.replacingSecret(
            in: identity, with: Base64.encode([UInt8](repeating: 1, count: 31)))
        try home.makeFile(at: identityPath, contents: damaged)
        let host = home.makeHost()
        _ = try await StartupInteractor(host: host).start()
        let sut = WelcomeInteractor(host: host)

        // Had the PIN been asked, the login's first step would have been `.needsPin`.
        let error = await #expect(throws: AppError.self) {
            try await sut.startLogin(profileId: session.profile)
        }

        #expect(error == .storage(.corrupt(document: "device.json")))
        #expect(StoredState.contents(of: identityPath) == damaged)
    }

    @Test("push with a damaged keys.json says where the key went; the next push works")
    func pushWithDamagedKey() async throws {
        let home = try await PushTestHome.make()
        defer { home.remove() }
        try home.home.makeFile(at: home.home.path + "/server/keys.json", contents: Self.shortKey)

        let error = await #expect(throws: PushSendError.self) {
            try await home.sender.queue(profile: home.profileId, message: "Hi")
        }

        guard case .signingKeySetAside(let savedAs) = error else {
            Issue.record("expected the signing key set aside, got \(String(describing: error))")
            return
        }
        #expect(savedAs.hasPrefix("keys.json.corrupt-"))
        #expect(
            try await home.sender.queue(profile: home.profileId, message: "Hi").profileId == home.profileId)
    }

    private static func replacingSecret(in document: String, with secret: String) throws -> String {
        guard case .object(var envelope) = try JSONValue.parse(Array(document.utf8)),
            case .object(var identity) = envelope["document"]
        else { throw TemporaryEngineHomeError.unexpectedStep }
        identity["secret"] = .string(secret)
        envelope["document"] = .object(identity)
        return String(decoding: JSONValue.object(envelope).serialized(), as: UTF8.self)
    }
}

/// Reads a file as text, for "left as it was" checks.
private enum StoredState {
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
}
