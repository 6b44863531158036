/// Shows the person where to approve a device sign-in (RFC 8628 §3.3): a page to open on any
/// device with a browser, and the code to type there. Answering goes on to wait for the decision.
package struct DeviceCodeChallenge: Sendable, Equatable {
    /// The verification page, to open by hand.
    package let verificationURI: String
    /// The page with the code already filled in, when the provider gives one (for a QR code or a
    /// click).
    package let verificationURIComplete: String?
    /// The code the person types on the page; not a secret (the device code is).
    package let userCode: String
    /// Seconds until the codes expire.
    package let expiresIn: Int
}

/// Registration through the device authorization grant (RFC 8628), for a terminal with no browser.
extension AuthClient {
    /// Registers this device for an account the person approves on the provider's verification
    /// page, from any device.
    ///
    /// The responder is shown the page and the user code (`.cancel` cancels); the token endpoint is
    /// then polled at the interval the provider asks, five seconds more after each `slow_down`,
    /// waiting through the client's sleeper and reading time from its clock. Approval goes on as
    /// the browser sign-in does (ID token verified, ticket, new PIN); denial and expiry are their
    /// own errors, and cancelling the task stops the polling as `.cancelled`. `pagesURL` replaces
    /// the issuer in the pages' URLs when the browser reaches them elsewhere (the in-process
    /// server's pages served on loopback).
    package func registerWithDeviceCode(
        pagesURL: String? = nil, responder: some ChallengeResponder
    ) async throws(AuthError) -> AuthenticatedSession {
        try await exclusiveFlow("registration") { () async throws(AuthError) in
            let provider = try await discoverProvider()
            guard let authorizationPath = provider.deviceAuthorizationPath else {
                throw .rejected(.unsupportedRequest)
            }
            let authorization = try await authorizeDevice(at: authorizationPath)
            let challenge = authorization.challenge(
                pages: pagesURL.map { (issuer: provider.issuer, url: Self.trimmingSlash($0)) })
            guard case .answer = await responder.respond(to: challenge) else { throw .cancelled }

            let tokens = try await pollForApproval(authorization, tokenPath: provider.tokenPath)
            try await verifiedIDToken(tokens, provider: provider, nonce: nil)
            let ticket = try await registrationTicket(for: tokens)
            return try await completeRegistration(ticket, responder: responder)
        }
    }

    /// `POST` to the device authorization endpoint for a device code (RFC 8628 §3.1, §3.2).
    private func authorizeDevice(at path: String) async throws(AuthError) -> DeviceAuthorizationGrant {
        let form = FormFields([("client_id", BrowserLogin.clientID), ("scope", OpenIDSignIn.defaultScope)])
        let response = try await send(
            EngineRequest(
                method: .post, path: path,
                headers: ["Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"],
                body: Array(form.encoded.utf8)))
        guard response.status == 200 else { throw Self.unexpectedAnswer(response) }
        guard let body = try? JSONValue.parse(response.body).objectValue,
            let grant = DeviceAuthorizationGrant(body)
        else { throw .serverNotTrusted }
        return grant
    }

    /// Polls the token endpoint until the person decides or the codes expire (RFC 8628 §3.4, §3.5).
    /// A poll that timed out is tried again after twice the pause (§3.5 asks for less frequent polls
    /// after a timeout); a provider that cannot be reached at all ends the flow.
    private func pollForApproval(_ grant: DeviceAuthorizationGrant, tokenPath: String) async throws(AuthError)
        -> OpenIDTokens
    {
        let deadline = clock.now.addingSaturating(Int64(grant.expiresIn))
        let form = FormFields([
            ("grant_type", TokenGrant.deviceCode.rawValue), ("device_code", grant.deviceCode.unredactedValue),
            ("client_id", BrowserLogin.clientID),
        ])
        var interval = grant.interval
        while true {
            do {
                try await retrySleeper.sleep(seconds: Double(interval))
            } catch {
                throw .cancelled
            }
            guard !Task.isCancelled else { throw .cancelled }
            guard clock.now < deadline else { throw .deviceAuthorizationExpired }
            do throws(OpenIDTokenExchangeError) {
                return try await OpenIDTokenExchange.requestTokens(form, over: api.transport, path: tokenPath)
            } catch {
                guard !Task.isCancelled else { throw .cancelled }
                switch error {
                case .refused(code: "authorization_pending"): continue
                case .refused(code: "slow_down"): interval += DeviceAuthorizationGrant.slowDownStep
                case .transport(.timedOut): interval = DeviceAuthorizationGrant.backingOff(from: interval)
                case .refused(code: "access_denied"): throw .deviceAuthorizationDenied
                case .refused(code: "expired_token"): throw .deviceAuthorizationExpired
                default: throw Self.authError(for: error)
                }
            }
        }
    }
}

/// The provider's answer to a device authorization request, as the client keeps it.
struct DeviceAuthorizationGrant {
    /// RFC 8628 §3.2's default interval, and §3.5's step for each `slow_down`, in seconds.
    static let defaultInterval = 5
    static let slowDownStep = 5
    /// The longest pause doubling after timeouts makes, so a person who approves while the
    /// provider is slow waits at most this long to go on; a longer interval the provider asked for
    /// is kept.
    static let backoffCeiling = 60

    /// The pause after a poll that timed out: twice `interval`, up to `backoffCeiling`.
    static func backingOff(from interval: Int) -> Int {
        max(interval, min(interval * 2, backoffCeiling))
    }

    let deviceCode: RedactedToken
    let userCode: String
    let verificationURI: String
    let verificationURIComplete: String?
    let expiresIn: Int
    let interval: Int

    /// The grant in `body`, or nil when a required member is missing or out of range.
    init?(_ body: [String: JSONValue]) {
        guard let deviceCode = body["device_code"]?.stringValue, !deviceCode.isEmpty,
            let userCode = body["user_code"]?.stringValue, !userCode.isEmpty,
            let verificationURI = body["verification_uri"]?.stringValue,
            OpenIDProviderMetadata.path(of: verificationURI) != nil,
            let expiresIn = body["expires_in"]?.integerValue, (1...86_400).contains(expiresIn)
        else { return nil }
        let interval = body["interval"]?.integerValue ?? Int64(Self.defaultInterval)
        guard (1...3_600).contains(interval) else { return nil }
        self.deviceCode = RedactedToken(deviceCode)
        self.userCode = userCode
        self.verificationURI = verificationURI
        verificationURIComplete = body["verification_uri_complete"]?.stringValue.flatMap {
            OpenIDProviderMetadata.path(of: $0) == nil ? nil : $0
        }
        self.expiresIn = Int(expiresIn)
        self.interval = Int(interval)
    }

    /// The challenge to show, the pages' URLs moved from `pages.issuer` to `pages.url` when given.
    func challenge(pages: (issuer: String, url: String)?) -> DeviceCodeChallenge {
        func reachable(_ url: String) -> String {
            guard let pages, url.hasPrefix(pages.issuer + "/") else { return url }
            return pages.url + url.dropFirst(pages.issuer.count)
        }
        return DeviceCodeChallenge(
            verificationURI: reachable(verificationURI),
            verificationURIComplete: verificationURIComplete.map(reachable),
            userCode: userCode, expiresIn: expiresIn)
    }
}
