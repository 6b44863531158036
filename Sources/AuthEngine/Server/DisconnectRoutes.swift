/// Disconnecting a profile: the device that holds it asks the server to forget it.
///
/// The request is device-authenticated (see `DeviceProof`) rather than Bearer-authenticated: the
/// person may disconnect a profile whose session has expired, and a stolen access token alone
/// cannot remove someone's registration. The profile must live on the proving device.
extension TokenServer {
    /// `POST /v1/devices/deregister` (device): removes the profile's registration with its
    /// verifiers and enrollments, its sessions and refresh tokens, and its push requests, in one
    /// write. The device's key stays: other profiles on the device still use it.
    func disconnectProfile(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let deviceId = try authenticateDevice(request)
        let body = try request.decodeBody(ProfileRequestBody.self)
        try database.transaction { state throws(ServerFailure) in
            _ = try deviceRegistration(profileId: body.profileId, deviceId: deviceId, in: state)
            try state.deregister(profileId: body.profileId)
        }
        // Exchanges in flight for the profile could never finish now; drop them at once.
        exchanges.withLock { pending in pending = pending.filter { $0.value.profileId != body.profileId } }
        provenExchanges.withLock { proven in proven = proven.filter { $0.value.profileId != body.profileId } }
        return .json(EmptyBody())
    }

    /// `POST /v1/devices/registrations` (device): the registrations of the proving device, each
    /// with its authenticators, so the device can bring its half in line with the server's after a
    /// crash between the two (a profile the server forgot, a registration the device never kept,
    /// an authenticator one half has and the other not).
    func deviceRegistrations(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let deviceId = try authenticateDevice(request)
        // One pass over the registrations: the store indexes them by account, not by device, and this
        // is asked once per start of an app with profiles.
        let registrations = try database.read { state throws(ServerFailure) in
            try state.registrations.allRecords()
        }
        .filter { $0.deviceId == deviceId }
        .map {
            DeviceRegistrationEntry(profileId: $0.profileId, authenticators: $0.verifiers.map(\.kind))
        }
        return .json(DeviceRegistrationsBody(registrations: registrations))
    }
}

/// The registrations of one device, as `POST /v1/devices/registrations` answers.
struct DeviceRegistrationsBody: Codable, Sendable {
    var registrations: [DeviceRegistrationEntry]
}

/// One registration of the proving device: the profile and the authenticators it has verifiers for.
struct DeviceRegistrationEntry: Codable, Sendable, Equatable {
    var profileId: String
    var authenticators: [AuthenticatorKind]
}
