/// Device keys and device-authenticated requests (see `DeviceProof` for the design).
extension TokenServer {
    /// How long a device nonce may wait for its request, in seconds.
    static let deviceNonceLifetime: Int64 = 60

    /// `POST /v1/devices/key` (Bearer): registers the device key of the session's device, once.
    func registerDeviceKey(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let authorization = try authorize(request)
        let body = try request.decodeBody(DeviceKeyBody.self)
        guard let profileId = authorization.session.profileId else { throw .statelessSessionRefused }
        let accepted = try database.transaction { state throws(ServerFailure) -> Bool in
            guard let registration = try state.registration(profileId: profileId) else {
                throw .unknownProfile
            }
            guard registration.deviceId == body.deviceId, let key = Base64.decode(body.deviceKey),
                key.count == 32
            else { throw .malformedRequest("The device key does not belong to this session's device.") }
            return try Self.rememberDeviceKey(key, deviceId: body.deviceId, in: &state)
        }
        // A different key for a known device is refused: the first registration wins.
        guard accepted else { throw .deviceNotAuthenticated }
        return .json(EmptyBody())
    }

    /// Keeps `key` as the device's key in `state` unless the device has one already; true when the
    /// device's key is now `key` (just kept, or the same key again).
    static func rememberDeviceKey(_ key: [UInt8], deviceId: String, in state: inout ServerState)
        throws(ServerFailure) -> Bool
    {
        if let existing = try state.deviceKeys.get(deviceId) {
            return ConstantTime.equals(Base64.decode(existing.key) ?? [], key)
        }
        state.deviceKeys.put(DeviceKeyRecord(deviceId: deviceId, key: Base64.encode(key)))
        return true
    }

    /// `POST /v1/devices/nonce`: a single-use nonce for the next device-authenticated request.
    func deviceNonce(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(DeviceNonceRequestBody.self)
        let now = clock.now
        let nonce = Identifier.secretToken()
        let expiresAt = now + Self.deviceNonceLifetime
        try database.transaction { state throws(ServerFailure) in
            state.deviceNonces.put(
                DeviceNonceRecord(deviceId: body.deviceId, nonce: nonce, expiresAt: expiresAt))
        }
        return .json(DeviceNonceBody(nonce: nonce, expiresAt: expiresAt))
    }

    /// Checks a device-authenticated request's proof and returns the device id; the nonce is used up
    /// whether or not the proof is right.
    func authenticateDevice(_ request: EngineRequest) throws(ServerFailure) -> String {
        guard let deviceId = request.header(DeviceProof.deviceIdHeader),
            let nonce = request.header(DeviceProof.nonceHeader),
            let proof = request.header(DeviceProof.proofHeader)
        else { throw .deviceNotAuthenticated }
        let now = clock.now
        let key = try database.transaction { state throws(ServerFailure) -> [UInt8]? in
            guard
                try state.deviceNonces.redeem(key: nonce, now: now, if: { $0.deviceId == deviceId })
                    .validRecord != nil
            else { return nil }
            return try state.deviceKeys.get(deviceId).flatMap { Base64.decode($0.key) }
        }
        guard let key else { throw .deviceNotAuthenticated }
        let expected = DeviceProof.proof(
            key: key, nonce: nonce, method: request.method, path: request.path, body: request.body)
        guard ConstantTime.equals(Array(expected.utf8), Array(proof.utf8)) else {
            throw .deviceNotAuthenticated
        }
        return deviceId
    }

    /// The registration of `profileId`, which must live on the authenticated device.
    func deviceRegistration(profileId: String, deviceId: String, in state: ServerState) throws(ServerFailure)
        -> ProfileRegistration
    {
        guard let registration = try state.registration(profileId: profileId) else { throw .unknownProfile }
        guard registration.deviceId == deviceId else { throw .deviceNotAuthenticated }
        return registration
    }
}

/// Device keys and outstanding nonces as `devices.json` held them before the store (which keeps
/// them in its `deviceKeys` and `deviceNonces` tables): read once, when such a home is converted.
struct DeviceKeysDocument: StoredDocument {
    static let schemaVersion = 1
    static let name = "devices.json"
    var keys: [DeviceKeyRecord] = []
    var nonces: [DeviceNonceRecord] = []
}

/// A device's key; the server needs the key itself to check HMAC proofs.
struct DeviceKeyRecord: Codable, Sendable, Equatable {
    var deviceId: String
    var key: String
}

/// A nonce handed out for one device-authenticated request.
struct DeviceNonceRecord: Codable, Sendable, Equatable {
    var deviceId: String
    var nonce: String
    var expiresAt: Int64
}
