/// The token endpoint's device grant (RFC 8628 §3.4, §3.5): the terminal polls with its device
/// code until the person decides, and gets the tokens the code grant gives, once.
extension TokenServer {
    /// `grant_type=urn:ietf:params:oauth:grant-type:device_code`.
    func deviceCodeGrant(
        _ form: OAuthForm, client: OpenIDClient, signingKey: (any IDTokenSigningKey)?
    ) throws(OAuthErrorResponse)
        -> EngineResponse
    {
        let deviceCode = try form.required(form.deviceCode, "device_code")
        let now = clock.now
        let issuesRefreshToken = client.allows(grantType: TokenGrant.refreshToken.rawValue)
        let outcome = try oauthTransaction { state throws(ServerFailure) -> DevicePoll in
            let key = Identifier.hash(of: deviceCode)
            // Another client's code is answered as an unknown one and left as it is: the client
            // it was issued to is still polling.
            guard var record = try state.deviceAuthorizations.get(key), record.clientId == client.id else {
                return .refused("invalid_grant", "The device_code is not valid for this client.")
            }
            guard record.expiresAt > now else {
                return .refused("expired_token", "The device_code has expired; start again.")
            }
            if let approval = record.approval {
                // Spent by its first success: a second poll finds nothing.
                state.deviceAuthorizations.remove(key)
                guard let account = try state.account(id: approval.accountId) else {
                    return .refused("invalid_grant", "The account that approved no longer exists.")
                }
                let grant = OAuthGrant(clientId: client.id, scope: record.scope, authTime: approval.authTime)
                let (session, refreshToken) = startSession(
                    in: &state, account: account, profileId: nil, contextIndex: 0,
                    withRefreshToken: issuesRefreshToken, oauthGrant: grant, now: now)
                let bundle = try tokens(for: session, account: account, refreshToken: refreshToken, now: now)
                return .issued(bundle, grant: grant, account: account)
            }
            if record.denied { return .refused("access_denied", "The request was denied.") }
            let previous = record.lastPolledAt
            record.lastPolledAt = now
            if let previous, now - previous < record.interval {
                record.interval += DeviceAuthorization.slowDownStep
                state.deviceAuthorizations.put(record)
                return .refused(
                    "slow_down", "Polled too often; wait at least \(record.interval) seconds between polls.")
            }
            state.deviceAuthorizations.put(record)
            return .refused("authorization_pending", "The request has been neither approved nor denied yet.")
        }
        switch outcome {
        case .issued(let bundle, let grant, let account):
            return tokenResponse(
                bundle, grant: grant, account: account, client: client, signingKey: signingKey, nonce: nil,
                now: now)
        case .refused(let code, let description):
            throw OAuthErrorResponse(code: code, description: description)
        }
    }
}

private enum DevicePoll {
    case issued(TokenBundle, grant: OAuthGrant, account: Account)
    case refused(String, String)
}
