/// Redeeming a registration ticket with the device's PIN verifier: the profile is created.
extension TokenServer {
    /// `POST /v1/registrations`: stores the SCRAM verifier for the new profile and signs it in.
    ///
    /// The client derived the verifier from PIN and device secret; the server never sees either.
    /// The device's key, when sent, is kept first, so the device can later prove itself and ask
    /// which registrations it holds (`POST /v1/devices/registrations`).
    func register(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(RegistrationBody.self)
        guard body.verifier.iterations >= configuration.scramIterations else {
            throw .malformedRequest("The verifier uses fewer iterations than the server requires.")
        }
        guard !body.deviceId.isEmpty, body.deviceName.count <= 100 else {
            throw .malformedRequest("The device id or name is not valid.")
        }
        if let deviceKey = body.deviceKey {
            guard let key = Base64.decode(deviceKey), key.count == 32 else {
                throw .malformedRequest("The device key is not valid.")
            }
            // Before the registration: a key on its own grants nothing. A device that has a
            // different key already keeps it (the first wins, as on `/v1/devices/key`).
            _ = try database.transaction { state throws(ServerFailure) in
                try Self.rememberDeviceKey(key, deviceId: body.deviceId, in: &state)
            }
        }
        let now = clock.now
        let registered = try database.transaction { state throws(ServerFailure) -> RegisteredBody in
            guard let ticket = try state.redeemTicket(body.ticket, now: now), !ticket.stateless,
                let account = try state.account(id: ticket.accountId)
            else { throw .invalidTicket }
            let registration = ProfileRegistration(
                profileId: Identifier.make("prf"), accountId: account.id, deviceId: body.deviceId,
                deviceName: body.deviceName, registeredAt: now,
                verifiers: [AuthenticatorVerifier(kind: .pin, credential: body.verifier)],
                failedAttempts: 0, activeContextIndex: 0, mobileAuthEnrolled: false, pushEnrolled: false)
            state.registrations.put(registration)
            let tokens = try issueTokens(
                in: &state, account: account, profileId: registration.profileId, contextIndex: 0)
            return RegisteredBody(
                profileId: registration.profileId, tokens: tokens,
                user: account.userInfo(activeContextIndex: 0))
        }
        return .json(registered, status: 201)
    }
}

extension Account {
    func userInfo(activeContextIndex: Int) -> UserInfoBody {
        UserInfoBody(
            userId: id, email: email, fullName: fullName, memberships: memberships,
            activeContextIndex: activeContextIndex)
    }
}
