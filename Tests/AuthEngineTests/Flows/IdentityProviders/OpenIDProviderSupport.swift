import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

/// A browser on the provider's login page: it opens the authorize URL on the in-process server,
/// posts the form with the hidden fields, the credentials and `action`, and ends on the redirect.
struct LoginPageBrowser {
    let server: TokenServer
    var password = ProviderFixtures.password.value
    var action = "sign-in"
    /// Changes the authorize URL before it is opened, as someone tampering with it would.
    var rewriteURL: @Sendable (String) -> String = { $0 }

    /// The redirect URL the browser ends on, or a cancel when there is none.
    func open(_ url: String) async -> ChallengeAnswer<String> {
        guard let target = Self.target(of: rewriteURL(url)) else { return .cancel }
        let page = await server.handle(EngineRequest(method: .get, target: target))
        guard page.status == 200 else { return .cancel }
        let fields =
            OpenIDFixture.hiddenFields(of: page) + [
                ("email", ProviderFixtures.email), ("password", password), ("action", action),
            ]
        let redirect = await server.handle(
            EngineRequest(
                method: .post, path: "/oauth2/authorize",
                headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Array(FormFields(fields).encoded.utf8)))
        return redirect.header("Location").map { .answer($0) } ?? .cancel
    }

    /// The request target (path and query) of an absolute URL.
    static func target(of url: String) -> String? {
        guard let path = OpenIDProviderMetadata.path(of: url), let start = url.firstRange(of: path) else {
            return nil
        }
        return String(url[start.lowerBound...])
    }
}

/// A transport to the in-process server that can rewrite the token endpoint's answers, standing in
/// for a provider (or a man in the middle) that sends what it should not.
struct TokenAnswerRewriter: EngineTransport {
    let server: TokenServer
    let rewrite: @Sendable ([String: JSONValue]) async -> [String: JSONValue]

    func send(_ request: EngineRequest) async throws(TransportError) -> EngineResponse {
        var response = await server.handle(request)
        guard request.path == "/oauth2/token", response.status == 200,
            let body = try? JSONValue.parse(response.body).objectValue
        else { return response }
        response.body = JSONValue.object(await rewrite(body)).serialized()
        return response
    }
}

/// A responder that records the device sign-in's challenge and goes on waiting (or cancels);
/// every other challenge goes to a `ScriptedResponder` (the PIN).
final class DeviceCodeResponder: ForwardingResponder {
    let forwardee = ScriptedResponder(answering: TestAccount.pin)
    private let shown = Mutex<[DeviceCodeChallenge]>([])
    private let answer: ChallengeAnswer<Void>
    private let shownSignal: AsyncStream<Void>.Continuation
    /// Yields once the challenge was shown, so a test can act then without polling for it.
    let shownEvents: AsyncStream<Void>

    init(answer: ChallengeAnswer<Void> = .answer(())) {
        self.answer = answer
        (shownEvents, shownSignal) = AsyncStream.makeStream(of: Void.self)
    }

    var challenges: [DeviceCodeChallenge] { shown.withLock { $0 } }

    func respond(to challenge: DeviceCodeChallenge) async -> ChallengeAnswer<Void> {
        shown.withLock { $0.append(challenge) }
        shownSignal.yield()
        return answer
    }
}

extension EngineHarness {
    /// A client on this home's device whose transport and pause between polls the test chooses.
    func client(transport: (any EngineTransport)? = nil, sleeper: any RetrySleeper = TaskSleeper()) throws
        -> AuthClient
    {
        try AuthClient(
            directory: home + "/device", transport: transport ?? InProcessTransport(server: server),
            clock: clock, configuration: .forTesting, retrySleeper: sleeper)
    }

    /// Approves or denies `userCode` on the provider's verification page, as the person does.
    func decideDeviceSignIn(userCode: String, action: String = "approve") async -> EngineResponse {
        let page = await server.handle(EngineRequest(method: .get, path: "/oauth2/device"))
        let fields =
            OpenIDFixture.hiddenFields(of: page) + [
                ("user_code", userCode), ("email", ProviderFixtures.email),
                ("password", ProviderFixtures.password.value), ("action", action),
            ]
        return await server.handle(
            EngineRequest(
                method: .post, path: "/oauth2/device",
                headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Array(FormFields(fields).encoded.utf8)))
    }
}
