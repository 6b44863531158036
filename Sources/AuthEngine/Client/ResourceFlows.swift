/// The dashboard's resources: contexts, the signed-in user, devices, the ID token, implicit data,
/// app details and app-to-web single sign-on.
extension AuthClient {
    /// Switches the session to the membership at `contextIndex`; the server signs a new access
    /// token carrying it, and all three session items are updated.
    package func switchContext(profileId: String, to contextIndex: Int) async throws(AuthError)
        -> AuthenticatedSession
    {
        try await exclusiveFlow(profileId) { () async throws(AuthError) in
            guard let profile = try device.profile(id: profileId) else { throw .profileNotFound }
            let previous = try await liveSession(profileId: profileId)
            let switched = try await bearerCall(
                profileId: profileId, .post, "/v1/auth/context",
                body: SwitchContextBody(contextIndex: contextIndex),
                as: SwitchedContextBody.self)
            var tokens = switched.tokens
            // The refresh token is unchanged by a switch; the server does not send it again.
            tokens.refreshToken = tokens.refreshToken ?? previous.tokens.refreshToken
            let claims = try validatedClaims(tokens.accessToken)
            let stored = StoredSession(
                tokens: tokens, user: UserInfo(switched.user), context: claims.activeContext,
                rotatedRefreshToken: previous.rotatedRefreshToken)
            try device.saveSession(stored, profileId: profileId)
            return session(profile: profile, stored: stored, claims: claims)
        }
    }

    /// The account's registrations on every device, this device's marked.
    package func devices(profileId: String) async throws(AuthError) -> [RegisteredDevice] {
        let list = try await bearerCall(profileId: profileId, .get, "/v1/devices", as: DeviceListBody.self)
        let thisDevice = try device.identity().deviceId
        return list.devices.map {
            RegisteredDevice(
                profileId: $0.profileId, deviceName: $0.deviceName, registeredAt: $0.registeredAt,
                isThisDevice: $0.deviceId == thisDevice)
        }
    }

    /// The session's ID token claims, read from this device's copy of the token.
    package func idToken(profileId: String) throws(AuthError) -> IdTokenClaims {
        guard try device.profile(id: profileId) != nil else { throw .profileNotFound }
        guard let stored = try? device.session(profileId: profileId) else { throw .notAuthenticated }
        do {
            let decoded = try JWTClaimsValidator.decodeUnverified(stored.tokens.idToken)
            return IdTokenClaims(claims: decoded.claims)
        } catch {
            throw .serverNotTrusted
        }
    }

    /// The profile's decorated user id, fetched with implicit authentication: the device proves
    /// itself, no PIN and no session are needed (usable on the Welcome screen).
    package func implicitData(profileId: String) async throws(AuthError) -> String {
        guard try device.profile(id: profileId) != nil else { throw .profileNotFound }
        let identity = try device.identity()
        do throws(ServerRefusal) {
            return try await deviceCall(
                .post, "/v1/implicit", body: ProfileRequestBody(profileId: profileId),
                identity: identity, as: ImplicitDataBody.self
            ).decoratedUserId
        } catch {
            throw try await profileRefusal(error, profileId: profileId)
        }
    }

    /// The app's details from the server, by a device-authenticated call.
    package func appDetails() async throws(AuthError) -> AppDetails {
        let identity = try device.identity()
        do throws(ServerRefusal) {
            let body = try await deviceCall(
                .post, "/v1/app", body: EmptyBody(), identity: identity, as: AppDetailsBody.self)
            return AppDetails(appId: body.appId, version: body.version, platform: body.platform)
        } catch {
            throw error.authError
        }
    }

    /// A one-time, short-lived URL that signs the profile's user into the web.
    package func appToWebURL(profileId: String) async throws(AuthError) -> String {
        try await bearerCall(profileId: profileId, .post, "/v1/app-to-web", as: AppToWebBody.self).url
    }
}

/// One registration of the account: a device it is registered on.
package struct RegisteredDevice: Sendable, Equatable {
    /// The profile id of that registration.
    package let profileId: String
    /// The device's name.
    package let deviceName: String
    /// When it was registered, in seconds since the epoch.
    package let registeredAt: Int64
    /// True for the device this client runs on.
    package let isThisDevice: Bool
}

/// What the server reports about the app.
package struct AppDetails: Sendable, Equatable {
    /// The app's client id.
    package let appId: String
    /// The app's version.
    package let version: String
    /// The platform.
    package let platform: String
}
