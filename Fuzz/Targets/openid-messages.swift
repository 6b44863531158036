@testable import AuthEngine

// What the OpenID parties send each other besides JWTs and forms: the client reading a provider's
// discovery document, token answer and device authorization answer, and the provider reading a
// client's `Basic` credentials. The first byte picks the reader. Anything read keeps the reader's
// promises: endpoints are paths of absolute http(s) URLs, a refusal's code is text the terminal may
// show, a device grant's times are in range and its pages move where the client serves them, and
// credentials written as `Basic` read back as themselves.

func fuzzOpenIDMessages(_ input: [UInt8]) {
    guard let selector = input.first else { return }
    let rest = Array(input.dropFirst())
    switch selector % 4 {
    case 0: discoveryDocument(rest)
    case 1: tokenAnswer(rest)
    case 2: deviceAuthorization(rest)
    default: basicCredentials(rest)
    }
}

/// An endpoint path as `OpenIDProviderMetadata.path(of:)` gives it: from the root, no query or fragment.
private func requirePath(_ path: String, _ what: String) {
    // Bytes, not `Character`s: a `?` followed by a combining mark is one `Character`, and would
    // still start a query in the request target.
    require(
        path.utf8.first == UInt8(ascii: "/")
            && !path.utf8.contains { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") },
        "\(what) path \(path)")
    require(OpenIDProviderMetadata.path(of: "http://host" + path) == path, "\(what) path reads differently")
}

private func discoveryDocument(_ body: [UInt8]) {
    guard let document = try? JSONValue.parse(body).objectValue,
        let metadata = OpenIDProviderMetadata(document)
    else { return }
    for url in [metadata.issuer, metadata.authorizationEndpoint] {
        require(OpenIDProviderMetadata.path(of: url) != nil, "an accepted URL is not absolute http(s)")
    }
    requirePath(metadata.tokenPath, "token")
    requirePath(metadata.jwksPath, "JWKS")
    if let device = metadata.deviceAuthorizationPath { requirePath(device, "device authorization") }
    require(OpenIDProviderMetadata(document) == metadata, "the same document read twice differs")
}

private func tokenAnswer(_ input: [UInt8]) {
    // The status from the first byte: mostly the ones a token endpoint answers with.
    let statuses = [200, 400, 401, 500, 503, 302]
    let status = input.first.map { statuses[Int($0) % statuses.count] } ?? 200
    let response = EngineResponse(
        status: status, headers: ["Content-Type": EngineResponse.jsonType], body: Array(input.dropFirst()))
    do throws(OpenIDTokenExchangeError) {
        let tokens = try OpenIDTokenExchange.tokens(from: response)
        require(status == 200, "tokens read from a \(status) answer")
        let body = try? JSONValue.parse(response.body).objectValue
        require(
            tokens.accessToken.unredactedValue == body?["access_token"]?.stringValue
                && tokens.idToken.unredactedValue == body?["id_token"]?.stringValue,
            "the tokens read are not the answer's members")
    } catch {
        switch error {
        case .refused(let code):
            require(status != 200, "a 200 answer read as a refusal")
            require(OpenIDTokenExchange.isErrorCode(code), "a refusal's code the terminal may not show")
        case .malformedResponse(let answered):
            require(answered == status, "malformed with status \(answered), answered \(status)")
        case .transport:
            fatalError("a transport error from bytes already received")
        }
    }
}

private func deviceAuthorization(_ body: [UInt8]) {
    guard let document = try? JSONValue.parse(body).objectValue,
        let grant = DeviceAuthorizationGrant(document)
    else { return }
    require((1...3_600).contains(grant.interval), "interval \(grant.interval)")
    require((1...86_400).contains(grant.expiresIn), "expires_in \(grant.expiresIn)")
    require(!grant.userCode.isEmpty, "an empty user code")
    require(OpenIDProviderMetadata.path(of: grant.verificationURI) != nil, "a verification page not http(s)")
    let issuer = "http://issuer.example"
    let pages = "http://127.0.0.1:4040"
    let challenge = grant.challenge(pages: (issuer: issuer, url: pages))
    for (given, shown) in [(grant.verificationURI, challenge.verificationURI)]
        + (grant.verificationURIComplete.map { [($0, challenge.verificationURIComplete ?? "")] } ?? [])
    {
        let moved = given.hasPrefix(issuer + "/") ? pages + given.dropFirst(issuer.count) : given
        require(shown == moved, "a page under the issuer was not moved to where the client serves it")
    }
    require(challenge.userCode == grant.userCode, "the user code changed")
}

private func basicCredentials(_ input: [UInt8]) {
    /// `Authorization` for `id` and `secret` as a client writes it (RFC 6749 §2.3.1).
    func written(_ id: String, _ secret: String) -> String {
        "Basic "
            + Base64.encode(Array((PercentEncoding.encode(id) + ":" + PercentEncoding.encode(secret)).utf8))
    }
    if let (id, secret) = TokenServer.basicCredentials(String(decoding: input, as: UTF8.self)) {
        require(!id.isEmpty, "an empty client id")
        let reread = TokenServer.basicCredentials(written(id, secret))
        require(
            reread?.id == id && reread?.secret == secret, "credentials read, written and read again differ")
    }
    // Any id and secret, written as a client writes them, read back as themselves.
    let parts = pieces(input, count: 2).map { String(decoding: $0, as: UTF8.self) }
    guard !parts[0].isEmpty else { return }
    let read = TokenServer.basicCredentials(written(parts[0], parts[1]))
    require(read?.id == parts[0] && read?.secret == parts[1], "a client's credentials read back differently")
}
