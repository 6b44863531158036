/// A device authorization request (RFC 8628 §3.1): what a terminal without a browser asked for,
/// and, once the person decided on the verification page, what they decided.
struct DeviceAuthorizationRecord: Codable, Sendable, Equatable {
    /// The device code's hash (`Identifier.hash(of:)`): the code is the terminal's secret.
    var deviceCodeHash: String
    /// The user code's hash (`UserCode.hash`), which the verification page looks it up by.
    var userCodeHash: String
    var clientId: String
    var scope: [String]
    var expiresAt: Int64
    /// The least time between two polls, in seconds; each `slow_down` adds to it (RFC 8628 §3.5).
    var interval: Int64
    var lastPolledAt: Int64? = nil
    /// Set when the person approved: who, and when they signed in to do it.
    var approval: DeviceApproval? = nil
    /// Set when the person denied the request.
    var denied = false

    /// True while nobody has decided and the codes are still good.
    func isPending(now: Int64) -> Bool { approval == nil && !denied && expiresAt > now }
}

/// Who approved a device authorization, and when they signed in (the ID token's `auth_time`).
struct DeviceApproval: Codable, Sendable, Equatable {
    var accountId: String
    var authTime: Int64
}

/// The device authorization grant's fixed numbers.
enum DeviceAuthorization {
    /// How long the codes are good, in seconds.
    static let lifetime: Int64 = 600
    /// The least time between polls the terminal is told, in seconds (RFC 8628 §3.2's default).
    static let interval: Int64 = 5
    /// What each poll that came too soon adds to the interval, in seconds (RFC 8628 §3.5).
    static let slowDownStep: Int64 = 5
}

extension TokenServer {
    /// `POST /oauth2/device_authorization` (RFC 8628 §3.1, §3.2): a device code for the terminal
    /// to poll the token endpoint with, and a user code for the person to enter on the page.
    func deviceAuthorizationEndpoint(_ request: EngineRequest) throws(OAuthErrorResponse) -> EngineResponse {
        let form = try OAuthForm(request)
        let client = try authenticateClient(request, form)
        guard client.allows(grantType: TokenGrant.deviceCode.rawValue) else {
            throw OAuthErrorResponse(
                code: "unauthorized_client", description: "The client may not use the device grant.")
        }
        let scope = try Self.deviceScope(form.scope)
        let now = clock.now
        let deviceCode = Identifier.secretToken()
        let userCode = try oauthTransaction { state throws(ServerFailure) -> UserCode in
            var userCode = UserCode.random()
            while state.deviceAuthorizations.key(
                indexedBy: userCode.hash, in: DeviceAuthorizationRecord.userCodeIndex) != nil
            {
                userCode = UserCode.random()
            }
            state.deviceAuthorizations.put(
                DeviceAuthorizationRecord(
                    deviceCodeHash: Identifier.hash(of: deviceCode), userCodeHash: userCode.hash,
                    clientId: client.id, scope: scope, expiresAt: now + DeviceAuthorization.lifetime,
                    interval: DeviceAuthorization.interval))
            return userCode
        }
        let verificationURI = openIDIssuer + DevicePage.path
        let body = DeviceAuthorizationResponse(
            deviceCode: deviceCode, userCode: userCode.display, verificationURI: verificationURI,
            verificationURIComplete: QueryURL.build(
                base: verificationURI, parameters: [("user_code", userCode.display)]),
            expiresIn: DeviceAuthorization.lifetime, interval: DeviceAuthorization.interval)
        return EngineResponse(
            status: 200, contentType: EngineResponse.jsonType,
            headers: ["Cache-Control": "no-store", "Pragma": "no-cache"], body: WireCoding.encode(body))
    }

    /// The scopes asked for: known ones only, each once.
    private static func deviceScope(_ text: String?) throws(OAuthErrorResponse) -> [String] {
        guard let text else { return [] }
        guard text.utf8.count <= AuthorizeParameters.maximumValueLength else {
            throw OAuthErrorResponse(
                code: "invalid_request",
                description:
                    "The parameter scope is longer than \(AuthorizeParameters.maximumValueLength) bytes.")
        }
        var scope: [String] = []
        for name in text.split(separator: " ").map(String.init) where !scope.contains(name) {
            guard AuthorizeParameters.supportedScopes.contains(name) else {
                throw OAuthErrorResponse(
                    code: "invalid_scope",
                    description:
                        "The scopes supported are \(AuthorizeParameters.supportedScopes.joined(separator: ", "))."
                )
            }
            scope.append(name)
        }
        return scope
    }
}

/// RFC 8628 §3.2's response.
struct DeviceAuthorizationResponse: Codable, Equatable {
    var deviceCode: String
    var userCode: String
    var verificationURI: String
    var verificationURIComplete: String
    var expiresIn: Int64
    var interval: Int64

    enum CodingKeys: String, CodingKey {
        case deviceCode = "device_code"
        case userCode = "user_code"
        case verificationURI = "verification_uri"
        case verificationURIComplete = "verification_uri_complete"
        case expiresIn = "expires_in"
        case interval
    }
}
