/// The client side of device authentication and Bearer-protected calls (see `DeviceProof`).
extension AuthClient {
    /// Registers this device's key with the server; the server accepts the same key again, so this
    /// is safe to repeat.
    func registerDeviceKey(accessToken: String, identity: DeviceIdentity) async throws(ServerRefusal) {
        let key = DeviceProof.deviceKey(deviceSecret: identity.secretBytes)
        _ = try await api.call(
            .post, "/v1/devices/key",
            body: DeviceKeyBody(deviceId: identity.deviceId, deviceKey: Base64.encode(key)),
            bearer: accessToken, as: EmptyBody.self)
    }

    /// Sends a device-authenticated request: fetches a nonce, then proves the device key over it.
    func deviceCall<Response: Decodable & Sendable>(
        _ method: HTTPMethod, _ path: String, body: some Encodable & Sendable, identity: DeviceIdentity,
        as type: Response.Type
    ) async throws(ServerRefusal) -> Response {
        let nonce = try await api.call(
            .post, "/v1/devices/nonce", body: DeviceNonceRequestBody(deviceId: identity.deviceId),
            as: DeviceNonceBody.self)
        let proof = DeviceProof.proof(
            key: DeviceProof.deviceKey(deviceSecret: identity.secretBytes), nonce: nonce.nonce,
            method: method, path: path, body: WireCoding.encode(body))
        return try await api.call(
            method, path, body: body,
            headers: [
                DeviceProof.deviceIdHeader: identity.deviceId, DeviceProof.nonceHeader: nonce.nonce,
                DeviceProof.proofHeader: proof,
            ], as: type)
    }

    /// The profile's stored session, refreshed first when its access token is no longer valid.
    func liveSession(profileId: String) async throws(AuthError) -> StoredSession {
        guard try device.profile(id: profileId) != nil else { throw .profileNotFound }
        guard let stored = try? device.session(profileId: profileId) else { throw .notAuthenticated }
        if (try? validatedClaims(stored.tokens.accessToken)) != nil { return stored }
        _ = try await validAccessToken(profileId: profileId)
        guard let refreshed = try? device.session(profileId: profileId) else { throw .notAuthenticated }
        return refreshed
    }

    /// A Bearer-protected call with the profile's session; refusals map the usual way.
    func bearerCall<Response: Decodable>(
        profileId: String, _ method: HTTPMethod, _ path: String,
        body: some Encodable & Sendable = EmptyBody(),
        as type: Response.Type
    ) async throws(AuthError) -> Response {
        // Through the refresh coordinator: refreshed near expiry, retried once after a 401.
        if method == .get {
            return try await authorizedCall(profileId: profileId, method, path, as: type)
        }
        return try await authorizedCall(profileId: profileId, method, path, body: body, as: type)
    }
}
