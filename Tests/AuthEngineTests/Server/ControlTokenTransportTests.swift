import AuthEngine
import Glibc
import TestSupport
import Testing

/// What the companion commands send: the control token on the control routes only, taken from
/// the server half of their home.
@Suite("The companion commands' control token")
struct ControlTokenTransportTests {
    @Test("the token goes on the control routes only, never over a credential the request names")
    func controlRoutesOnly() async throws {
        let token = try #require(ControlToken(text: "dGhlLWNvbnRyb2wtdG9rZW4tb2YtYS10ZXN0"))
        let recorder = RecordingTransport(answers: [])
        let transport = ControlTokenTransport(base: recorder, token: token)
        var bearer = EngineRequest(method: .get, path: "/v1/simulation")
        bearer.headers["Authorization"] = "Bearer someone-else"
        for request in [
            EngineRequest(method: .post, path: "/v1/simulation/clock"),
            EngineRequest(method: .post, path: "/v1/push-service/requests"),
            EngineRequest(method: .post, path: "/v1/hosted/login"),
            EngineRequest(method: .post, path: "/v1/web/sso"),
            EngineRequest(method: .get, path: "/v1/auth/me"),
            EngineRequest(method: .post, path: "/v1/idp/credentials"),
            bearer,
        ] {
            _ = try await transport.send(request)
        }
        #expect(
            recorder.requests.map { $0.header("Authorization") } == [
                token.authorizationValue, token.authorizationValue, token.authorizationValue,
                token.authorizationValue, nil, nil, "Bearer someone-else",
            ])
    }

    @Test("a command on the server's home finds the token the server wrote; another home has none")
    func tokenFromTheHome() async throws {
        let directory = try TemporaryDirectory(prefix: "viper-auth-control")
        defer { directory.remove() }
        let serverDirectory = directory.path + "/server"
        #expect(mkdir(serverDirectory, 0o700) == 0)
        let written = try ControlToken.loadOrCreate(inServerDirectory: serverDirectory)

        let recorder = RecordingTransport(answers: [])
        _ = try await ControlTokenTransport(base: recorder, homeDirectory: directory.path)
            .send(EngineRequest(method: .get, path: "/v1/simulation"))
        _ = try await ControlTokenTransport(base: recorder, homeDirectory: directory.path + "/elsewhere")
            .send(EngineRequest(method: .get, path: "/v1/simulation"))

        // Unless the environment names one, which a developer running the tests may have set.
        if getenv(ControlToken.environmentVariable) == nil {
            #expect(
                recorder.requests.map { $0.header("Authorization") } == [written.authorizationValue, nil])
        }
        #expect(ControlToken(text: "short") == nil, "fewer than 16 characters is no token")
        #expect(ControlToken(text: "has a space in it, so no token") == nil)
    }
}
