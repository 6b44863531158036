import Synchronization

/// Contexts and the dashboard's resources: switching the active context, the device list,
/// implicit data, app details and app-to-web single sign-on.
extension TokenServer {
    /// The version `GET /v1/app` reports.
    static let appVersion = "1.0.0"
    /// Where app-to-web URLs land; `viper-auth browser` redeems them.
    package static let appToWebBaseURL = "https://web.viper-auth.local/sso?token="

    /// `GET /v1/auth/me` (Bearer): the signed-in user.
    func me(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let authorization = try authorize(request)
        let user = authorization.account.userInfo(activeContextIndex: authorization.session.contextIndex)
        return .json(encoded: userInfoAnswers.body(of: user))
    }

    /// `POST /v1/auth/context` (Bearer): moves the session to another membership and signs a new
    /// access token carrying it; the refresh token stays the same.
    func switchContext(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let authorization = try authorize(request)
        let body = try request.decodeBody(SwitchContextBody.self)
        guard authorization.account.memberships.indices.contains(body.contextIndex) else {
            throw .contextNotFound
        }
        let now = clock.now
        let switched = try database.transaction { state throws(ServerFailure) -> SwitchedContextBody in
            guard var session = try state.sessions.get(authorization.session.id) else {
                throw .invalidAccessToken
            }
            session.contextIndex = body.contextIndex
            state.sessions.put(session)
            if let profileId = session.profileId {
                _ = try state.registrations.update(profileId) { registration throws(ServerFailure) in
                    registration.activeContextIndex = body.contextIndex
                }
            }
            return SwitchedContextBody(
                tokens: try tokens(for: session, account: authorization.account, refreshToken: nil, now: now),
                user: authorization.account.userInfo(activeContextIndex: body.contextIndex))
        }
        return .json(switched)
    }

    /// `GET /v1/devices` (Bearer): every registration of the signed-in account.
    func listDevices(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let authorization = try authorize(request)
        let accountId = authorization.account.id
        let devices = try database.read { state throws(ServerFailure) in
            try state.registrations.records(indexedBy: accountId)
        }
        .map {
            DeviceEntryBody(
                profileId: $0.profileId, deviceId: $0.deviceId, deviceName: $0.deviceName,
                registeredAt: $0.registeredAt)
        }
        return .json(DeviceListBody(devices: devices))
    }

    /// `POST /v1/implicit` (device): a decorated user id, without a PIN or a session.
    func implicitData(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let deviceId = try authenticateDevice(request)
        let body = try request.decodeBody(ProfileRequestBody.self)
        let account = try database.read { state throws(ServerFailure) -> Account in
            let registration = try deviceRegistration(
                profileId: body.profileId, deviceId: deviceId, in: state)
            guard let account = try state.account(id: registration.accountId) else { throw .unknownProfile }
            return account
        }
        return .json(ImplicitDataBody(decoratedUserId: "\(account.email) (user \(account.id))"))
    }

    /// `POST /v1/app` (device): what the server knows of this app.
    func appDetails(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        _ = try authenticateDevice(request)
        return .json(
            AppDetailsBody(appId: configuration.audience, version: Self.appVersion, platform: "linux"))
    }

    /// `POST /v1/app-to-web` (Bearer): a one-time, short-lived web sign-in URL; only its hash is kept.
    func createAppToWebToken(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let authorization = try authorize(request)
        let token = Identifier.secretToken()
        let now = clock.now
        let expiresAt = now + configuration.shortLivedCodeLifetime
        try database.transaction { state throws(ServerFailure) in
            state.appToWebTokens.put(
                AppToWebTokenRecord(
                    tokenHash: Identifier.hash(of: token), accountId: authorization.account.id,
                    expiresAt: expiresAt))
        }
        return .json(AppToWebBody(url: Self.appToWebBaseURL + token, expiresAt: expiresAt))
    }

    /// Redeems an app-to-web URL once, for `viper-auth browser`: returns who is signed in on the web.
    package func redeemAppToWebToken(url: String) throws(AppToWebRedemptionError) -> WebSignIn {
        guard url.hasPrefix(Self.appToWebBaseURL) else { throw .malformedURL }
        let token = String(url.dropFirst(Self.appToWebBaseURL.count))
        guard !token.isEmpty, !token.contains("&") else { throw .malformedURL }
        let now = clock.now
        let result: Result<WebSignIn, AppToWebRedemptionError>
        do {
            result = try database.transaction { state throws(ServerFailure) in
                let record: AppToWebTokenRecord
                switch try state.appToWebTokens.redeem(secret: token, now: now) {
                case .valid(let valid): record = valid
                case .expired: return .failure(.expired)
                case .unknown: return .failure(.unknownOrUsed)
                }
                guard let account = try state.account(id: record.accountId) else {
                    return .failure(.unknownOrUsed)
                }
                return .success(
                    WebSignIn(userId: account.id, email: account.email, fullName: account.fullName))
            }
        } catch {
            throw .storage
        }
        return try result.get()
    }
}

/// The `GET /v1/auth/me` bodies last encoded, by user id: the answer is the same bytes for as long
/// as the account and the session's context are the same, and encoding it cost more than the rest
/// of the request (the token's check included). An entry is used only when the user it was encoded
/// from equals the one asked for now, so a changed account or context is encoded afresh; at most
/// `capacity` users are kept, all forgotten at once when a new one would exceed it.
final class UserInfoAnswers: Sendable {
    static let capacity = 1024
    private let entries = Mutex<[String: (user: UserInfoBody, body: [UInt8])]>([:])

    /// The JSON body of `user`, as `WireCoding.encode` writes it.
    func body(of user: UserInfoBody) -> [UInt8] {
        if let entry = entries.withLock({ $0[user.userId] }), entry.user == user { return entry.body }
        let body = WireCoding.encode(user)
        entries.withLock { entries in
            if entries.count >= Self.capacity && entries[user.userId] == nil {
                entries.removeAll(keepingCapacity: true)
            }
            entries[user.userId] = (user, body)
        }
        return body
    }

    /// How many users' answers are kept now.
    var count: Int { entries.withLock { $0.count } }
}

/// Who an app-to-web URL signed in on the web.
package struct WebSignIn: Sendable, Equatable {
    /// The account's user id.
    package let userId: String
    /// The account's email.
    package let email: String
    /// The account holder's name.
    package let fullName: String
}

/// Why an app-to-web URL was refused.
package enum AppToWebRedemptionError: Error, Equatable, Sendable {
    /// Not an app-to-web URL.
    case malformedURL
    /// Never issued, or already used.
    case unknownOrUsed
    /// Its short lifetime passed.
    case expired
    /// The server's state could not be read or written.
    case storage
}
