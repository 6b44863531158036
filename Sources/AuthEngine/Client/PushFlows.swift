/// Mobile authentication: enrollment, and listing and answering push requests on this device.
extension AuthClient {
    /// Enrolls the profile for mobile authentication (registering this device's key if needed).
    package func enrollMobileAuthentication(profileId: String) async throws(AuthError) {
        let session = try await liveSession(profileId: profileId)
        let identity = try device.identity()
        do throws(ServerRefusal) {
            try await registerDeviceKey(accessToken: session.tokens.accessToken, identity: identity)
        } catch {
            throw error.authError
        }
        let _: EmptyBody = try await bearerCall(
            profileId: profileId, .post, "/v1/enrollments/mobile-auth", as: EmptyBody.self)
        // Nothing is written here after the server's answer: enrollment lives on the server only.
        CrashPoint.serverAnswered(.mobileAuthEnrollment)
    }

    /// Enrolls the profile for push; mobile authentication must be enrolled first (`notEnrolled`).
    package func enrollPush(profileId: String) async throws(AuthError) {
        let _: EmptyBody = try await bearerCall(
            profileId: profileId, .post, "/v1/enrollments/push", as: EmptyBody.self)
        CrashPoint.serverAnswered(.pushEnrollment)
    }

    /// What the profile is enrolled for on the server (an authorized call: the token is refreshed
    /// first if need be).
    package func pushEnrollment(profileId: String) async throws(AuthError) -> PushEnrollment {
        try await bearerCall(profileId: profileId, .get, "/v1/enrollments", as: PushEnrollment.self)
    }

    /// The profile's pending push requests, oldest first (device-authenticated; no session needed).
    package func pendingPushRequests(profileId: String) async throws(AuthError) -> [PendingPushRequest] {
        guard try device.profile(id: profileId) != nil else { throw .profileNotFound }
        let identity = try device.identity()
        do throws(ServerRefusal) {
            return try await deviceCall(
                .post, "/v1/push/pending", body: ProfileRequestBody(profileId: profileId),
                identity: identity, as: PushRequestsBody.self
            ).requests
        } catch {
            throw try await profileRefusal(error, profileId: profileId)
        }
    }

    /// Handles the pending requests in order, asking `responder` about each.
    ///
    /// An accepted request is confirmed with the profile's preferred authenticator, falling back
    /// to the PIN as at login. A cancel leaves that request pending and stops; a failed
    /// confirmation (a wrong PIN or password) denies the request, logs the profile out (the server
    /// revokes its sessions, this device clears its session) and stops. Outcomes are returned for
    /// the requests handled.
    package func handlePushRequests(profileId: String, responder: some ChallengeResponder)
        async throws(AuthError) -> [PushHandlingOutcome]
    {
        try await exclusiveFlow(profileId) { () async throws(AuthError) in
            guard let profile = try device.profile(id: profileId) else { throw .profileNotFound }
            let identity = try device.identity()
            var outcomes: [PushHandlingOutcome] = []
            for request in try await pendingPushRequests(profileId: profileId) {
                let result = try await handle(
                    request, profile: profile, identity: identity, responder: responder)
                outcomes.append(PushHandlingOutcome(request: request, result: result))
                if result == .leftPending || result == .authenticationFailed { break }
            }
            return outcomes
        }
    }

    private func handle(
        _ request: PendingPushRequest, profile: UserProfile, identity: DeviceIdentity,
        responder: some ChallengeResponder
    ) async throws(AuthError) -> PushHandlingResult {
        switch request.kind {
        case .oneTimePassword:
            guard
                case .answer(let code) = await responder.respond(
                    to: OneTimePasswordChallenge(request: request)),
                !code.isEmpty
            else { return .leftPending }
            return try await settle(
                "/v1/push/otp",
                body: PushOneTimePasswordBody(profileId: profile.id, requestId: request.id, code: code),
                identity: identity)
        case .confirmation:
            switch await responder.respond(to: PushConfirmationChallenge(request: request)) {
            case .cancel: return .leftPending
            case .answer(.deny):
                return try await settle(
                    "/v1/push/deny", body: PushDenyBody(profileId: profile.id, requestId: request.id),
                    identity: identity)
            case .answer(.accept):
                return try await confirm(request, profile: profile, identity: identity, responder: responder)
            }
        }
    }

    private func settle(_ path: String, body: some Encodable & Sendable, identity: DeviceIdentity)
        async throws(AuthError) -> PushHandlingResult
    {
        do throws(ServerRefusal) {
            let outcome = try await deviceCall(
                .post, path, body: body, identity: identity, as: PushOutcomeBody.self)
            return outcome.status == .accepted ? .accepted : .denied
        } catch {
            if error.authError == .pushRequestExpired { return .expired }
            throw error.authError
        }
    }

    /// Accept: one SCRAM exchange bound to the request on the server, with the same choice of
    /// authenticator as login (`authenticate`): the preferred sensor or password first, the PIN when
    /// the person declines it (sensor refusal, "use PIN", cancel, empty password) — which reaches
    /// the server not at all, so it costs nothing. Unlike login there is no second try: a wrong
    /// password fails the confirmation exactly as a wrong PIN does.
    private func confirm(
        _ request: PendingPushRequest, profile: UserProfile, identity: DeviceIdentity,
        responder: some ChallengeResponder
    ) async throws(AuthError) -> PushHandlingResult {
        if let preferred = profile.preferredOtherThanPin,
            let deviceKey = try await unlockDeviceKey(
                preferred, profile: profile, responder: responder, sensorReason: .pushConfirmation)
        {
            return try await confirmExchange(
                request, authenticator: preferred, deviceKey: deviceKey, profile: profile, identity: identity,
                responder: responder)
        }
        return try await confirmExchange(
            request, authenticator: .pin, deviceKey: nil, profile: profile, identity: identity,
            responder: responder)
    }

    /// One confirmation exchange for `authenticator`: with its device key when one was released,
    /// else with the PIN, asked between the two messages so it carries the server's failure counts.
    private func confirmExchange(
        _ request: PendingPushRequest, authenticator: AuthenticatorKind, deviceKey: SecretBytes?,
        profile: UserProfile, identity: DeviceIdentity, responder: some ChallengeResponder
    ) async throws(AuthError) -> PushHandlingResult {
        var expiredBeforeStart = false
        do throws(AuthError) {
            return try await scramExchange(
                profile: profile, authenticator: authenticator, deviceKey: deviceKey, responder: responder,
                start: { (clientFirst) async throws(AuthError) -> LoginChallengeBody in
                    do throws(ServerRefusal) {
                        return try await deviceCall(
                            .post, "/v1/push/confirm/start",
                            body: PushConfirmStartBody(
                                profileId: profile.id, requestId: request.id, authenticator: authenticator,
                                clientFirst: clientFirst),
                            identity: identity, as: LoginChallengeBody.self)
                    } catch {
                        if error.authError == .pushRequestExpired {
                            expiredBeforeStart = true
                            throw .pushRequestExpired
                        }
                        throw try await handleLoginRefusal(error, profile: profile)
                    }
                },
                finish: { (exchangeId, clientFinal) async throws(ServerRefusal) -> PushConfirmedBody in
                    try await deviceCall(
                        .post, "/v1/push/confirm",
                        body: PushConfirmFinishBody(exchangeId: exchangeId, clientFinal: clientFinal),
                        identity: identity, as: PushConfirmedBody.self)
                },
                serverFinal: \.serverFinal,
                outcome: { (end) async throws(AuthError) -> PushHandlingResult in
                    switch end {
                    case .proven: return .accepted
                    case .wrongAnswer:
                        // The server already revoked the profile's sessions; forget the local one too.
                        try device.clearSession(profileId: profile.id)
                        return .authenticationFailed
                    // A cancel at the PIN prompt leaves the request for later, as the person may.
                    case .declined: return .leftPending
                    }
                })
        } catch .pushRequestExpired where expiredBeforeStart {
            return .expired
        }
    }
}

/// What became of one push request the app handled.
package struct PushHandlingOutcome: Sendable, Equatable {
    /// The request as it was listed.
    package let request: PendingPushRequest
    /// What happened to it.
    package let result: PushHandlingResult
}

/// The result of handling one push request.
package enum PushHandlingResult: Sendable, Equatable {
    /// Confirmed (PIN, sensor or password), or the right one-time code.
    case accepted
    /// Denied by the person, or a wrong one-time code.
    case denied
    /// Cancelled: it stays pending (and handling stops).
    case leftPending
    /// Its time to live had passed; the server refused it.
    case expired
    /// The PIN or password was wrong: the request was denied and the profile logged out (handling
    /// stops).
    case authenticationFailed
}
