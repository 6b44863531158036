import AuthEngine
import Glibc
import Interactors

/// A new home for a real engine, configured for cheap key derivation (`.forTesting`), removed by
/// the test when done. Each `makeHost()` is one run of the app on this home.
package struct TemporaryEngineHome: Sendable {
    private let directory: TemporaryDirectory

    /// The directory made for the test; `path` is inside it, so a test may also place files beside.
    package var root: String { directory.path }
    /// The home the engine is given (not made until the engine starts).
    package var path: String { root + "/home" }

    /// Makes the directory.
    package init() throws {
        directory = try TemporaryDirectory(prefix: "viper-auth-engine")
    }

    /// The settings a run of the app on `home` (by default this home) resolves, with the test
    /// configurations.
    package func settings(home: String? = nil) -> EngineSettings {
        var settings = EngineSettings(homeDirectory: home ?? path, environment: .dev)
        settings.serverConfiguration = .forTesting
        settings.clientConfiguration = .forTesting
        return settings
    }

    /// An engine host on `home` (by default this home) with the test configurations.
    package func makeHost(home: String? = nil) -> EngineHost {
        EngineHost(settings: settings(home: home), tracer: .disabled)
    }

    /// Signs up the test account at `email` and registers it on `client`'s device with the test
    /// PIN, as an earlier run of the app would have.
    package func signUpAndRegister(on client: AuthClient, email: String = TestAccount.email) async throws
        -> AuthenticatedSession
    {
        try await client.signUp(TestAccount.signUpForm(email: email), responder: CreatePinAnswer())
    }

    /// Creates a regular file at `path` (inside the root), so a home can be placed where no
    /// directory can be made, even for root.
    package func makeFile(at path: String, contents: String = "not a directory") throws {
        let descriptor = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o600)
        guard descriptor >= 0 else { throw TemporaryDirectoryError.cannotCreate(errno: errno) }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw TemporaryDirectoryError.shortWrite(path: path) }
    }

    /// True when `path` is a directory.
    package func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Removes the root and everything in it.
    package func remove() {
        directory.remove()
    }
}

/// Answers the create-PIN challenge of a registration with the test PIN; a registration asks
/// nothing else.
private struct CreatePinAnswer: ChallengeResponder {
    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret> {
        .answer(Secret(TestAccount.pin))
    }
    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> { .cancel }
    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision> { .cancel }
    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String> { .cancel }
}
