import Testing

@testable import AuthEngine

/// The control routes answer loopback peers, holders of the control token, and everyone only
/// when the server was started so; the decision is made from the peer address `accept` reported.
@Suite("Control routes are closed to peers beyond loopback")
struct ControlRouteAccessTests {
    private static let token = ControlToken(text: "c29tZS1jb250cm9sLXRva2VuLWZvci10ZXN0cw")!
    private static let policy = ControlRouteAccess(controlToken: token)

    private static func request(
        _ method: HTTPMethod = .post, _ path: String = "/v1/simulation/clock", from peer: String?,
        authorization: String? = nil
    ) -> EngineRequest {
        var request = EngineRequest(method: method, path: path, body: Array(#"{"advanceSeconds":600}"#.utf8))
        request.peer = peer.map { HTTPPeerAddress($0)! }
        if let authorization { request.headers["Authorization"] = authorization }
        return request
    }

    @Test(
        "a peer beyond loopback without the control token is refused on every control route",
        arguments: [
            "192.0.2.7", "::ffff:10.1.2.3", "10.0.0.1", "2001:db8::7", "::ffff:192.0.2.7", "::2", "0.0.0.0",
        ])
    func networkPeerRefused(peer: String) {
        for path in [
            "/v1/simulation/clock", "/v1/simulation", "/v1/simulation/faults", "/v1/simulation/faults/clear",
            "/v1/push-service/requests", "/v1/push-service/request", "/v1/hosted/login", "/v1/web/sso",
        ] {
            #expect(!Self.policy.permits(Self.request(.post, path, from: peer)), "\(path)")
        }
        #expect(!Self.policy.permits(Self.request(.get, "/v1/simulation", from: peer)))
    }

    @Test(
        "a loopback peer needs no credential",
        arguments: ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "::ffff:127.1.2.3"])
    func loopbackPeerAllowed(peer: String) {
        #expect(Self.policy.permits(Self.request(from: peer)))
    }

    @Test("a request in process (no peer) is the home's own and is answered")
    func inProcessAllowed() {
        #expect(Self.policy.permits(Self.request(from: nil)))
    }

    @Test("a peer beyond loopback with the control token is answered, in any Bearer spelling")
    func tokenHolderAllowed() {
        for value in ["Bearer ", "bearer ", "BEARER   "] {
            let request = Self.request(from: "192.0.2.7", authorization: value + Self.token.textForTests)
            #expect(Self.policy.permits(request))
        }
        #expect(
            Self.policy.permits(
                Self.request(from: "::ffff:10.1.2.3", authorization: Self.token.authorizationValue)))
    }

    @Test(
        "a wrong, malformed or other-scheme credential is refused",
        arguments: [
            "Bearer c29tZS1jb250cm9sLXRva2VuLWZvci10ZXN0cX", "Bearer c29tZS1jb250cm9sLXRva2VuLWZvci10ZXN0",
            "Basic c29tZS1jb250cm9sLXRva2VuLWZvci10ZXN0cw", "Bearer\tc29tZS1jb250cm9sLXRva2VuLWZvci10ZXN0cw",
            "Bearer c29tZS1jb250cm9sLXRva2VuLWZvci10ZXN0cw,", "",
        ])
    func wrongCredentialRefused(value: String) {
        #expect(!Self.policy.permits(Self.request(from: "192.0.2.7", authorization: value)))
    }

    @Test("a server without a control token refuses every peer beyond loopback")
    func noTokenRefusesNetwork() {
        let policy = ControlRouteAccess(controlToken: nil)
        #expect(
            !policy.permits(Self.request(from: "192.0.2.7", authorization: Self.token.authorizationValue)))
        #expect(policy.permits(Self.request(from: "::1")))
    }

    @Test("a server started to allow every peer answers them all")
    func explicitOptionAllowsEveryone() {
        let policy = ControlRouteAccess(controlToken: Self.token, allowsEveryPeer: true)
        #expect(policy.permits(Self.request(from: "192.0.2.7")))
        #expect(policy.permits(Self.request(from: "::ffff:10.1.2.3")))
    }

    @Test("the refusal is 401 with a Bearer challenge in the server's error shape")
    func refusalShape() {
        let refusal = ControlRefusal().response
        #expect(refusal.status == 401)
        #expect(refusal.header("WWW-Authenticate")?.hasPrefix("Bearer ") == true)
        #expect(
            String(decoding: refusal.body, as: UTF8.self).contains(#""code":"control_credential_required""#))
    }

    @Test("the control token is never printed")
    func tokenRedacted() {
        #expect(!"\(Self.token)".contains("c29t"))
        #expect(!String(reflecting: Self.token).contains("c29t"))
    }

    @Test(
        "peer addresses as the socket layer gives them",
        arguments: [
            ("127.0.0.1", true), ("127.255.255.254", true), ("128.0.0.1", false), ("192.0.2.7", false),
            ("::1", true), ("::", false), ("::ffff:127.0.0.1", true), ("::ffff:10.1.2.3", false),
            ("::127.0.0.1", false), ("fe80::1", false),
        ])
    func peerAddresses(text: String, isLoopback: Bool) throws {
        let peer = try #require(HTTPPeerAddress(text))
        #expect(peer.isLoopback == isLoopback)
        #expect(peer.description == text)
    }

    @Test("an address the socket layer did not report is never loopback")
    func unknownPeer() {
        #expect(!HTTPPeerAddress.unknown.isLoopback)
        #expect(HTTPPeerAddress("localhost") == nil)
        #expect(!Self.policy.permits(Self.request(from: nil).with(peer: .unknown)))
    }
}

extension ControlToken {
    fileprivate var textForTests: String { String(authorizationValue.dropFirst("Bearer ".count)) }
}

extension EngineRequest {
    fileprivate func with(peer: HTTPPeerAddress) -> EngineRequest {
        var copy = self
        copy.peer = peer
        return copy
    }
}
