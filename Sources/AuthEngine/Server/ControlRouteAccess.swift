/// Who may use the control routes over HTTP (`RouteAccess.control` in the route table: the
/// simulation controls, the push service, the hosted login page and the web site's sign-on). They take no user's token, as they stand for systems beside the token
/// server (a push provider, a browser, the operator's clock), so anyone who reaches them can move
/// the server's clock ten years on or queue a push request to any account.
///
/// A loopback peer may use them (it is on the server's machine, like a process opening the home);
/// a peer beyond loopback only with the server's control token (`Authorization: Bearer <token>`,
/// `ControlToken`), or when the server was started to allow every peer. The decision is made from
/// the peer address the socket layer reported for the connection (`EngineRequest.peer`); a request
/// without one came in process.
package struct ControlRouteAccess: Sendable {
    /// The credential a peer beyond loopback presents; nil accepts none.
    package var controlToken: ControlToken?
    /// True when the server was started to serve the control routes to every peer.
    package var allowsEveryPeer: Bool

    /// A policy; the default serves the control routes to loopback peers and token holders only.
    package init(controlToken: ControlToken?, allowsEveryPeer: Bool = false) {
        self.controlToken = controlToken
        self.allowsEveryPeer = allowsEveryPeer
    }

    /// True when `request`, to a control route, may be answered: asked in process, from loopback,
    /// with the control token, or of a server open to every peer.
    package func permits(_ request: EngineRequest) -> Bool {
        guard let peer = request.peer else { return true }
        if peer.isLoopback || allowsEveryPeer { return true }
        guard let controlToken,
            let presented = BearerCredential.token(inAuthorization: request.header("Authorization"))
        else { return false }
        return controlToken.matches(presented)
    }
}

/// The refusal of a control route asked without the credential: 401 with a Bearer challenge
/// (RFC 6750 §3), in the token server's error shape.
package struct ControlRefusal: RenderableError, Sendable {
    /// The refusal.
    package init() {}

    /// 401, the challenge, and a body that says why.
    package var response: EngineResponse {
        let body =
            #"{"code":"control_credential_required","message":"This route answers a peer beyond "#
            + #"loopback only with the server's control token.","reason":"peer_not_loopback"}"#
        return EngineResponse(
            status: 401, contentType: EngineResponse.jsonType,
            headers: ["WWW-Authenticate": #"Bearer realm="viper-auth control""#], body: Array(body.utf8))
    }
}

/// The server's control token: 256 random bits, kept in `<home>/server/control-token` (mode 0600),
/// which a peer beyond loopback presents as `Authorization: Bearer <token>` on a control route
/// (`ControlRouteAccess`). It never appears in output, logs or command lines: the companion
/// commands read it from the server's home or from `VIPER_AUTH_CONTROL_TOKEN`.
package struct ControlToken: Sendable, CustomStringConvertible {
    private let value: SecretBytes

    /// The file in the server directory that holds it.
    package static let fileName = "control-token"
    /// The environment variable a companion command away from the server's home reads it from.
    package static let environmentVariable = "VIPER_AUTH_CONTROL_TOKEN"

    /// A token from its text, a `b64token` (RFC 6750 §2.1) of 16 to 512 bytes; nil for anything else.
    package init?(text: String) {
        let trimmed = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard (16...512).contains(trimmed.utf8.count),
            BearerCredential.isB64Token(ArraySlice(trimmed.utf8))
        else { return nil }
        value = SecretBytes(Array(trimmed.utf8))
    }

    private init(value: SecretBytes) {
        self.value = value
    }

    /// The token in `serverDirectory`, created with fresh random bits when there is none (or the
    /// file holds no token), written atomically with mode 0600.
    package static func loadOrCreate(inServerDirectory serverDirectory: String) throws(StoreError)
        -> ControlToken
    {
        if let existing = try load(fromServerDirectory: serverDirectory) { return existing }
        let token = ControlToken(
            value: SecretBytes(Array(Base64URL.encode(SecureRandom.bytes(count: 32)).utf8)))
        let name = try DocumentName(fileName)
        // The store's temporary names, so a write killed half-way is swept like the store's own.
        try FileSystem.replaceAtomically(
            serverDirectory + "/" + fileName, in: serverDirectory,
            temporaryName: { name.temporaryFileName(unique: UInt64.random(in: .min ... .max)) },
            with: token.value.bytes + [0x0A])
        return token
    }

    /// The token in `serverDirectory`, or nil when there is no readable one.
    package static func load(fromServerDirectory serverDirectory: String) throws(StoreError) -> ControlToken?
    {
        guard
            let bytes = try FileSystem.readFileIfPresent(
                serverDirectory + "/" + fileName, maximumByteCount: 1024)
        else { return nil }
        return ControlToken(text: String(decoding: bytes, as: UTF8.self))
    }

    /// True when `presented` is this token, compared in constant time.
    package func matches(_ presented: String) -> Bool {
        value == SecretBytes(Array(presented.utf8))
    }

    /// The value for an `Authorization` field; only for a request's header, never for output.
    package var authorizationValue: String { "Bearer " + String(decoding: value.bytes, as: UTF8.self) }

    /// A redacted form: the token itself is never printed.
    package var description: String { value.description }
}
