import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

/// The provider's signing keys on the server: made on first need only, kept in the store's journal,
/// rotated by age with an overlap, forced, published at `GET /oauth2/jwks`, and a damaged record
/// reported naming its file.
@Suite("The provider's signing keys: storage, rotation, JWKS")
struct ProviderKeyTests {
    static let start: Int64 = 1_800_000_000

    @Test("a server makes no key until one is needed, then one per algorithm, once")
    func madeOnFirstNeed() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let keys = PreparedKeys()
            let server = try TokenServer(directory: directory, configuration: keys.configuration)
            _ = await server.handle(EngineRequest(method: .get, path: "/v1/config"))
            #expect(keys.made == [], "starting and answering /v1 makes no key")

            let first = await server.handle(EngineRequest(method: .get, path: "/oauth2/jwks"))
            #expect(first.status == 200)
            #expect(first.header("Cache-Control") == "no-store")
            #expect(first.header("Content-Type") == "application/json")
            #expect(keys.made == [.rs256, .edDSA])
            let set = try JWKSet(json: JSONValue.parse(first.body))
            #expect(set.keys.map(\.algorithm) == [.rs256, .edDSA])
            let current = try await server.currentSigningKeys()
            #expect(current.map(\.jwk) == set.keys)

            let second = await server.handle(EngineRequest(method: .get, path: "/oauth2/jwks"))
            #expect(second.body == first.body)
            #expect(keys.made.count == 2, "the keys made are kept")
        }
    }

    @Test("the keys are in the store's journal: another server on the home uses them, and makes none")
    func keptInTheStore() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let first = PreparedKeys()
            let made = try await TokenServer(directory: directory, configuration: first.configuration)
                .currentSigningKeys().map(\.keyID)
            let second = PreparedKeys()
            let reopened = try TokenServer(directory: directory, configuration: second.configuration)
            #expect(try await reopened.currentSigningKeys().map(\.keyID) == made)
            #expect(second.made == [])
            #expect(
                try FileInspection.permissionBits(of: directory + "/" + ServerStoreFiles.journalName) == 0o600
            )
        }
    }

    @Test("after the rotation age a new key signs, and the old one is published until its tokens expire")
    func rotationByAge() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let clock = ManualWallClock(now: Self.start)
            let keys = PreparedKeys()
            let server = try TokenServer(
                directory: directory, configuration: keys.configuration, clock: clock)
            let old = try await server.currentSigningKeys()
            let oldToken = JWSVerificationTests.token(signedBy: old[1])

            let policy = keys.configuration.providerKeys
            clock.advance(by: policy.rotationAge - 1)
            #expect(try await server.currentSigningKeys().map(\.keyID) == old.map(\.keyID), "not yet aged")

            clock.advance(by: 1)
            let new = try await server.currentSigningKeys()
            #expect(keys.made.count == 4)
            #expect(Set(new.map(\.keyID)).isDisjoint(with: old.map(\.keyID)))
            let overlap = try await server.publishedKeySet()
            #expect(
                overlap.keys.map(\.keyID) == new.map(\.keyID) + old.map(\.keyID),
                "current first, then retired")
            let verified = try overlap.verify(
                oldToken, rules: JWTValidationRules(expectedType: "JWT"), now: 1_000)
            #expect(verified.header.keyID == old[1].keyID, "a token of the retired key still verifies")

            let publication = keys.configuration.idTokenLifetime + policy.publicationMargin
            clock.advance(by: publication - 1)
            #expect(try await server.publishedKeySet().keys.count == 4)
            clock.advance(by: 1)
            #expect(try await server.publishedKeySet().keys.map(\.keyID) == new.map(\.keyID))
            #expect(keys.made.count == 4)
        }
    }

    @Test("a forced rotation replaces every current key at once, the old ones still published")
    func forcedRotation() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let keys = PreparedKeys()
            let server = try TokenServer(
                directory: directory, configuration: keys.configuration,
                clock: ManualWallClock(now: Self.start))
            let old = try await server.currentSigningKeys()
            try await server.rotateSigningKeys()
            let new = try await server.currentSigningKeys()
            #expect(new.count == 2)
            #expect(Set(new.map(\.keyID)).isDisjoint(with: old.map(\.keyID)))
            #expect(try await server.publishedKeySet().keys.count == 4)
        }
    }

    @Test("a damaged key record is a storage error naming the journal, and the JWKS answers 503")
    func damagedRecord() async throws {
        try await withAsyncTemporaryDirectory { directory in
            _ = try await TokenServer(directory: directory, configuration: PreparedKeys().configuration)
                .currentSigningKeys()
            // A record whose bytes check but whose seed is not its public key's: the store refuses
            // to write one, so it is appended to the journal as another process's change.
            var record = ProviderKeyRecord(
                key: try SigningKeyFixtures.key(SigningKeyFixtures.rfc8037Members), createdAt: Self.start)
            record.privateKey["d"] = Base64URL.encode([UInt8](repeating: 7, count: 32))
            try Self.appendToJournal(record, in: directory)

            let keys = PreparedKeys()
            let reopened = try TokenServer(directory: directory, configuration: keys.configuration)
            do throws(ServerFailure) {
                _ = try await reopened.currentSigningKeys()
                Issue.record("a damaged key was used")
            } catch {
                #expect(error.storeError == .corrupt(name: ServerStoreFiles.journalName))
            }
            let answer = await reopened.handle(EngineRequest(method: .get, path: "/oauth2/jwks"))
            #expect(answer.status == 503)
            #expect(keys.made == [], "no key replaces a damaged one silently")
        }
    }

    /// Appends `record` to the journal of `directory` as one well-formed journal record.
    static func appendToJournal(_ record: ProviderKeyRecord, in directory: String) throws {
        let journal = directory + "/" + ServerStoreFiles.journalName
        let bytes = try FileInspection.contents(of: journal)
        var position = JournalFormat.headerByteCount
        var lastSequence: UInt64 = 0
        while let found = JournalFormat.record(in: bytes, at: position) {
            lastSequence = found.sequence
            position = found.end
        }
        var payload = ByteWriter()
        StoreEntry.put(
            table: ProviderKeyRecord.tableNumber, key: record.keyID, order: 0,
            indexValues: record.storeIndexValues, expiresAt: nil,
            record: try JSONValueEncoder.encode(record)[...]
        ).write(to: &payload)
        try FileInspection.append(
            JournalFormat.record(sequence: lastSequence + 1, payload: payload.bytes), to: journal)
    }

    @Test("servers of the test configuration share one key per algorithm, made once per process")
    func testConfigurationMakesKeysOnce() async throws {
        try await withAsyncTemporaryDirectory { directory in
            let first = try TokenServer(directory: directory + "/first", configuration: .forTesting)
            let second = try TokenServer(directory: directory + "/second", configuration: .forTesting)
            let keys = try await first.currentSigningKeys()
            #expect(keys.map(\.jwk.algorithm) == [.rs256, .edDSA])
            #expect(try await second.currentSigningKeys().map(\.keyID) == keys.map(\.keyID))
        }
    }

    // MARK: The rules alone

    @Test("the current key is the newest one not retired and younger than the rotation age")
    func currentKeyRule() throws {
        let records = try [0, 100, 50].enumerated().map { index, createdAt in
            ProviderKeyRecord(
                key: try SigningKeyFixtures.key(Self.ed25519Members(seed: UInt8(index))), createdAt: createdAt
            )
        }
        let current = { (records: [ProviderKeyRecord], now: Int64) in
            ProviderKeyRotation.current(of: .edDSA, among: records, now: now, rotationAge: 1_000)?.createdAt
        }
        #expect(current(records, 500) == 100)
        #expect(current(records, 1_099) == 100)
        #expect(current(records, 1_100) == nil, "all aged")
        #expect(ProviderKeyRotation.current(of: .rs256, among: records, now: 500, rotationAge: 1_000) == nil)
        var retired = records
        retired[1].retiredAt = 200
        #expect(current(retired, 500) == 50)
    }

    @Test("replacing retires the algorithm's current keys for the overlap, and leaves other algorithms alone")
    func replacingRule() throws {
        let ed25519 = ProviderKeyRecord(
            key: try SigningKeyFixtures.key(Self.ed25519Members(seed: 1)), createdAt: 0)
        let rsa = ProviderKeyRecord(
            key: try SigningKeyFixtures.key(SigningKeyFixtures.rfc7515Members), createdAt: 0)
        let new = ProviderKeyRecord(
            key: try SigningKeyFixtures.key(Self.ed25519Members(seed: 2)), createdAt: 500)
        let changed = ProviderKeyRotation.replacing([ed25519, rsa], with: new, now: 500, overlap: 3_900)
        #expect(changed.map(\.keyID) == [ed25519.keyID, new.keyID])
        #expect(changed[0].retiredAt == 500)
        #expect(changed[0].publishedUntil == 4_400)
        #expect(changed[0].storeExpiry == 4_400, "pruned once unpublished")
        #expect(new.storeExpiry == nil, "a current key is kept")
        #expect(ProviderKeyRotation.published(changed + [rsa], now: 4_399).count == 3)
        #expect(
            ProviderKeyRotation.published(changed + [rsa], now: 4_400).map(\.keyID) == [
                rsa.keyID, new.keyID,
            ],
            "current keys, oldest first")
    }

    @Test("a key record prints its kid and dates, never its private key")
    func recordIsRedacted() throws {
        let record = ProviderKeyRecord(
            key: try SigningKeyFixtures.key(SigningKeyFixtures.rfc7515Members), createdAt: Self.start)
        var dumped = ""
        dump(record, to: &dumped)
        for text in [String(describing: record), String(reflecting: record), dumped] {
            #expect(text.contains(SigningKeyFixtures.rfc7515KeyID))
            for secret in ["d", "p", "q", "dp", "dq", "qi"] {
                let value = try #require(SigningKeyFixtures.rfc7515Members[secret])
                #expect(!text.contains(value.prefix(16)), "\(secret) printed")
            }
        }
    }

    static func ed25519Members(seed: UInt8) throws -> [String: String] {
        let key = ProviderSigningKey(
            ed25519: try Ed25519.PrivateKey(seed: [UInt8](repeating: seed, count: 32)))
        return key.privateMembers
    }
}

/// A key maker for tests: Ed25519 keys from fresh seeds, RSA keys from the fixtures in turn, and a
/// record of what was asked for.
final class PreparedKeys: Sendable {
    private let state = Mutex<(made: [JWSAlgorithm], rsaIndex: Int)>(([], 0))

    var made: [JWSAlgorithm] { state.withLock { $0.made } }

    /// `ServerConfiguration.forTesting` with this maker.
    var configuration: ServerConfiguration {
        var configuration = ServerConfiguration.forTesting
        configuration.providerKeys.generate = { [self] algorithm in make(algorithm) }
        return configuration
    }

    private func make(_ algorithm: JWSAlgorithm) -> ProviderSigningKey {
        let rsaIndex = state.withLock { state in
            state.made.append(algorithm)
            if algorithm == .rs256 { state.rsaIndex += 1 }
            return state.rsaIndex
        }
        switch algorithm {
        case .edDSA: return ProviderSigningKey(ed25519: Ed25519.PrivateKey.generate())
        case .rs256:
            let members = [SigningKeyFixtures.rfc7515Members] + SigningKeyFixtures.generatedRSAMembers
            guard let key = ProviderSigningKey(privateMembers: members[(rsaIndex - 1) % members.count]) else {
                preconditionFailure("an RSA fixture does not read")
            }
            return key
        }
    }
}
