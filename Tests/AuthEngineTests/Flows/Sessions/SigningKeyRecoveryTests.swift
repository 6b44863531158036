import Testing

@testable import AuthEngine

/// keys.json is the one server file whose loss costs nothing but a refresh, so a damaged one is
/// set aside visibly and replaced, never a trap and never a silent new key.
@Suite("A damaged signing key: refused with a typed error, set aside, replaced; sessions renew")
struct SigningKeyRecoveryTests {
    @Test("a signer refuses a key shorter than HS256 needs with a typed error", arguments: [0, 1, 16, 31])
    func shortKeyIsRefused(byteCount: Int) {
        #expect(throws: JWTKeyError.tooShort(byteCount: byteCount, minimum: 32)) {
            try JWTSigner(key: SecretBytes(Array(repeating: 7, count: byteCount)))
        }
    }

    @Test("keys of 32 bytes and more sign", arguments: [32, 64, 200])
    func longEnoughKeySigns(byteCount: Int) throws {
        let signer = try JWTSigner(key: SecretBytes(Array(repeating: 7, count: byteCount)))
        #expect(!signer.sign(claims: ["sub": .string("u")]).isEmpty)
    }

    static let damagedKeyFiles = [
        #"{"schemaVersion":1,"document":{"accessTokenKey":"c2hvcnQ="}}"#,
        #"{"schemaVersion":1,"document":{"accessTokenKey":"not base64!"}}"#,
        #"{"schemaVersion":1,"document":{"accessTokenKey":""}}"#,
        #"{"schemaVersion":1,"document":{"accessTokenKey":7}}"#,
        #"{"schemaVersion":1,"document":{}}"#,
        #"{"schemaVersion":2,"document":{"accessTokenKey":"x"}}"#,
        "{ not json",
        "",
    ]

    @Test(
        "a damaged keys.json stops one start, is set aside whole, and the next start makes a new key",
        arguments: damagedKeyFiles)
    func damagedKeyIsSetAside(_ contents: String) throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let directory = harness.home + "/server"
        try FileInspection.replaceContents(of: directory + "/keys.json", with: Array(contents.utf8))

        let error = #expect(throws: ServerStartError.self) {
            try TokenServer(directory: directory, configuration: .forTesting, clock: harness.clock)
        }
        let savedAs = "keys.json.corrupt-\(harness.clock.now)"
        #expect(error == .signingKeySetAside(savedAs: savedAs))
        #expect(try FileInspection.contents(of: directory + "/" + savedAs) == Array(contents.utf8))
        #expect(!(try FileInspection.fileNames(in: directory).contains("keys.json")))

        _ = try TokenServer(directory: directory, configuration: .forTesting, clock: harness.clock)
        let keys = try #require(
            try SecureFileStore(directory: directory).read(SigningKeys.self, named: "keys.json"))
        #expect(keys.accessTokenKeyBytes?.count == 32)
    }

    @Test("after the key is replaced a signed-in session renews its access token and goes on")
    func sessionSurvivesANewKey() async throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let profileId = try await harness.registerProfile(with: harness.client)
        let directory = harness.home + "/server"
        try FileInspection.replaceContents(of: directory + "/keys.json", with: Array("{ damaged".utf8))
        #expect(throws: ServerStartError.self) {
            try TokenServer(directory: directory, configuration: .forTesting, clock: harness.clock)
        }

        // The next run of the app: a new server (new key) and a client over the same device files.
        let restarted = try TokenServer(
            directory: directory, configuration: .forTesting, clock: harness.clock)
        let client = try harness.client(through: InProcessTransport(server: restarted))
        let before = try #require(try harness.storedTokens(of: profileId))
        let user = try await client.me(profileId: profileId)

        #expect(user.email == "lin@example.org")
        let after = try #require(try harness.storedTokens(of: profileId))
        #expect(after.accessToken != before.accessToken)
    }

    @Test("an empty key in an existing keys.json is damage, not a first start: no silent new key")
    func emptyKeyIsNotReplacedSilently() throws {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let store = try SecureFileStore(directory: harness.home + "/server")
        try FileInspection.replaceContents(
            of: harness.home + "/server/keys.json",
            with: Array(#"{"schemaVersion":1,"document":{"accessTokenKey":""}}"#.utf8))
        #expect(throws: ServerFailure.self) { try ServerDatabase(store: store).signingKey() }
        #expect(throws: StoreError.corrupt(name: "keys.json")) {
            try store.read(SigningKeys.self, named: "keys.json")
        }
    }
}
