import AuthEngine
import Foundation

extension BinaryRunner {
    /// A runner on a new home whose server half already holds the OpenID provider's signing keys,
    /// copied from a home made once per test process: a browser registration's ID token needs
    /// them, and a debug build takes seconds of a busy machine to make an RSA key, which each
    /// test's binary would otherwise spend on its own.
    package static func withProviderKeys() async throws -> BinaryRunner {
        let template = try await ProviderKeysTemplate.shared.path()
        let runner = try withNewHome()
        try FileManager.default.copyItem(atPath: template + "/server", toPath: runner.home + "/server")
        return runner
    }
}

/// The home the keyed copies come from: its server half opened once with the product's
/// configuration, its key set asked for (which makes the keys), then closed.
private actor ProviderKeysTemplate {
    static let shared = ProviderKeysTemplate()
    private var made: Task<String, any Error>?

    func path() async throws -> String {
        if let made { return try await made.value }
        let task = Task<String, any Error> {
            let directory = try TemporaryDirectory(prefix: "viper-auth-keys")
            let server = try TokenServer(directory: directory.path + "/server")
            let keys = await server.handle(EngineRequest(method: .get, path: "/oauth2/jwks"))
            guard keys.status == 200 else { throw ProviderKeysTemplateError.noKeySet(status: keys.status) }
            return directory.path
        }
        made = task
        return try await task.value
    }
}

/// Why the keyed home could not be made.
private enum ProviderKeysTemplateError: Error {
    case noKeySet(status: Int)
}
