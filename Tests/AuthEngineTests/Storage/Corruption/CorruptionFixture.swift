import FoundationEssentials
import Glibc
import TestSupport
import Testing

@testable import AuthEngine

/// A home in which every document the store reads holds at least one record of every kind it can
/// hold, made once per test process by the engine's own flows, so a corruption test finds a real
/// value at every field.
///
/// The server's state is written in the layout before the journal (`state.json` and `devices.json`,
/// from the store's own records): those are the JSON documents whose fields the tests damage, and
/// every start over them converts them, checking each record as the store checks it when a request
/// reads it. Damage to the store's own files is `ServerStoreCorruptionTests`' subject.
///
/// The session documents are left out on purpose: their layout is being redesigned elsewhere.
struct CorruptionFixture: Sendable {
    /// Every file of the home, by path relative to it.
    let files: [String: [UInt8]]
    /// The registered profile, signed in, with a biometric authenticator it prefers.
    let profileId: String
    let email: String
    let now: Int64
    let pushRequestId: String
    let appToWebURL: String
    let twoStepRegistrationId: String
    let twoStepCode: String
    let authorizationCode: String
    let authorizationVerifier: String
    let oneTimeCode: String

    static let password: Secret = "correct horse"

    static let shared = Shared()

    /// Builds the fixture once and hands the same one to every test.
    actor Shared {
        private var built: Task<CorruptionFixture, any Error>?

        func fixture() async throws -> CorruptionFixture {
            if built == nil { built = Task { try await CorruptionFixture.build() } }
            return try await built!.value
        }
    }

    private static func build() async throws -> CorruptionFixture {
        let harness = try EngineHarness()
        defer { harness.removeHome() }
        let client = harness.client
        let email = "lin@example.org"
        let profile = try #require(try await harness.signUpAndRegister(email: email).profile)
        _ = try await client.registerAuthenticator(
            .biometric, profileId: profile.id,
            responder: ScriptedResponder(answering: TestAccount.pin, "recognised"))
        _ = try await client.setPreferredAuthenticator(.biometric, profileId: profile.id)
        try await client.enrollMobileAuthentication(profileId: profile.id)
        try await client.enrollPush(profileId: profile.id)
        let push = try harness.server.queuePushRequest(profile: email, message: "Sign in to the grade book?")
        _ = try harness.server.queueOneTimePasswordRequest(profile: email)
        let appToWebURL = try await client.appToWebURL(profileId: profile.id)

        // A nonce handed out and never used, as after an interrupted device call.
        let identity = try DeviceStore(store: try SecureFileStore(directory: harness.home + "/device"))
            .identity()
        _ = await post(harness, "/v1/devices/nonce", DeviceNonceRequestBody(deviceId: identity.deviceId))
        // A registration ticket never redeemed, a failed sign-in the limiter remembers, a two-step
        // registration waiting for its answer.
        let credentials = CredentialsBody(email: email, password: password.value)
        _ = await post(harness, "/v1/idp/credentials", credentials)
        _ = await post(
            harness, "/v1/idp/credentials", CredentialsBody(email: "eve@example.org", password: "guess"))
        let twoStep = try #require(
            WireCoding.decode(
                TwoStepChallengeBody.self, from: await post(harness, "/v1/idp/two-step", credentials)))
        // An authorization code from the hosted login page, and a one-time registration code.
        let attempt = HostedLoginTests.Attempt()
        let result = await harness.server.hostedLogin(
            authorizeURL: attempt.request.url, email: email, password: password)
        guard case .redirect(let redirect) = result else { throw FixtureError.noAuthorizationCode }
        let code = try AuthorizationRedirect.parse(
            redirect, expectedState: attempt.request.state, expectedRedirectURI: BrowserLogin.redirectURI)
        let oneTimeCode = try await harness.server.issueOneTimeRegistrationCode(
            email: email, password: password)

        var files = try Self.files(under: harness.home)
        let documents = try harness.server.database.engine.documents()
        files.removeValue(forKey: "server/" + ServerStoreFiles.snapshotName)
        files.removeValue(forKey: "server/" + ServerStoreFiles.journalName)
        files["server/" + ServerDatabase.stateName] = try DocumentCodec.encode(
            documents.state, name: DocumentName(ServerDatabase.stateName))
        files["server/" + DeviceKeysDocument.name] = try DocumentCodec.encode(
            documents.devices, name: DocumentName(DeviceKeysDocument.name))
        return CorruptionFixture(
            files: files, profileId: profile.id, email: email,
            now: harness.clock.now, pushRequestId: push.id, appToWebURL: appToWebURL,
            twoStepRegistrationId: twoStep.registrationId, twoStepCode: twoStep.challengeCode,
            authorizationCode: code, authorizationVerifier: attempt.verifier, oneTimeCode: oneTimeCode)
    }

    private static func post(_ harness: EngineHarness, _ path: String, _ body: some Encodable) async
        -> [UInt8]
    {
        await harness.server.handle(EngineRequest(method: .post, path: path, body: WireCoding.encode(body)))
            .body
    }

    /// The documents of `home` (lock files left out), by relative path.
    private static func files(under home: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        for directory in ["server", "device"] {
            for name in try FileInspection.fileNames(in: home + "/" + directory) where !name.hasPrefix(".") {
                files[directory + "/" + name] = try FileInspection.contents(
                    of: home + "/" + directory + "/" + name)
            }
        }
        return files
    }

    enum FixtureError: Error {
        case noAuthorizationCode
    }
}

/// The documents the corruption tests damage: every one the store reads but the session's.
enum CorruptibleDocument: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case serverState
    case signingKeys
    case deviceKeys
    case deviceIdentity
    case profiles
    case biometricKey

    /// The document's path relative to the home.
    func path(profileId: String) -> String {
        switch self {
        case .serverState: "server/" + ServerDatabase.stateName
        case .signingKeys: "server/" + ServerDatabase.keysName
        case .deviceKeys: "server/" + DeviceKeysDocument.name
        case .deviceIdentity: "device/" + DeviceStore.identityName
        case .profiles: "device/" + DeviceStore.profilesName
        case .biometricKey: "device/" + AuthenticatorKeyDocument.name(profileId: profileId, kind: .biometric)
        }
    }

    var isServerDocument: Bool {
        switch self {
        case .serverState, .signingKeys, .deviceKeys: true
        case .deviceIdentity, .profiles, .biometricKey: false
        }
    }

    /// Whether the store, in the directory holding the document, reads it back as its type.
    func isReadable(in store: SecureFileStore, named name: String) -> Bool {
        switch self {
        case .serverState: (try? store.read(ServerStateDocument.self, named: name)) != nil
        case .signingKeys: (try? store.read(SigningKeys.self, named: name)) != nil
        case .deviceKeys: (try? store.read(DeviceKeysDocument.self, named: name)) != nil
        case .deviceIdentity: (try? store.read(DeviceIdentity.self, named: name)) != nil
        case .profiles: (try? store.read(ProfilesDocument.self, named: name)) != nil
        case .biometricKey: (try? store.read(AuthenticatorKeyDocument.self, named: name)) != nil
        }
    }

    var testDescription: String { rawValue }
}
