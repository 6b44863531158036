/// Registration: prove an identity with a provider, choose a PIN, store the profile and session.
extension AuthClient {
    /// Signs up a new account, then registers this device for it with a new PIN.
    package func signUp(_ form: SignUpForm, responder: some ChallengeResponder) async throws(AuthError)
        -> AuthenticatedSession
    {
        try await exclusiveFlow("registration") { () async throws(AuthError) in
            do throws(SignUpViolation) { try form.validate() } catch { throw .signUpRejected(error) }
            let body = SignUpBody(
                fullName: form.fullName, email: form.email, password: form.password,
                passwordConfirmation: form.passwordConfirmation)
            let ticket: TicketBody
            do throws(ServerRefusal) {
                ticket = try await api.call(.post, "/v1/accounts", body: body, as: TicketBody.self)
            } catch {
                throw error.authError
            }
            return try await completeRegistration(ticket, responder: responder)
        }
    }

    /// Registers this device for an existing account proven by email and password.
    package func registerWithCredentials(
        email: String, password: Secret, responder: some ChallengeResponder
    ) async throws(AuthError) -> AuthenticatedSession {
        try await exclusiveFlow("registration") { () async throws(AuthError) in
            let ticket: TicketBody
            do throws(ServerRefusal) {
                ticket = try await api.call(
                    .post, "/v1/idp/credentials",
                    body: CredentialsBody(email: email, password: password.value),
                    as: TicketBody.self)
            } catch {
                throw error.authError
            }
            return try await completeRegistration(ticket, responder: responder)
        }
    }

    /// Asks for a PIN until one meets the policy (or the person cancels), derives the verifier and
    /// redeems the ticket. Nothing is stored on the device before the server has accepted it.
    func completeRegistration(
        _ ticket: TicketBody, responder: some ChallengeResponder
    ) async throws(AuthError) -> AuthenticatedSession {
        let pin = try await chooseNewPin(policy: ticket.pinPolicy, responder: responder)
        let identity = try device.identity()
        let verifier = try await deriveVerifier(
            PinKey.scramPassword(pin: pin, deviceSecret: identity.secretBytes),
            iterations: ticket.scramIterations, responder: responder)

        // Held from before the server registers until the profile is stored, so `reconcile()` in
        // any process never takes this registration, between its two halves, for one the device
        // never kept. A crash drops the lock with the process.
        let registrationLock = try device.registrationLock()
        defer { registrationLock.release() }
        return try await markedPending { () async throws(AuthError) in
            let registered: RegisteredBody
            do throws(ServerRefusal) {
                registered = try await api.call(
                    .post, "/v1/registrations",
                    body: RegistrationBody(
                        ticket: ticket.ticket, deviceId: identity.deviceId, deviceName: identity.deviceName,
                        verifier: verifier,
                        deviceKey: Base64.encode(DeviceProof.deviceKey(deviceSecret: identity.secretBytes))),
                    as: RegisteredBody.self)
            } catch {
                throw error.authError
            }
            CrashPoint.serverAnswered(.registration)
            let user = UserInfo(registered.user)
            let profile = UserProfile(
                id: registered.profileId, userId: user.userId, email: user.email, fullName: user.fullName,
                registeredAt: clock.now, pinLength: ticket.pinPolicy.requiredLength)
            return try store(registered.tokens, user: user, profile: profile)
        }
    }

    /// The create-PIN loop: each refused PIN comes back as the next challenge's `previousError`.
    func chooseNewPin(policy: PinPolicy, responder: some ChallengeResponder) async throws(AuthError) -> Secret
    {
        var previousError: PinPolicyViolation?
        while true {
            let challenge = CreatePinChallenge(
                pinLength: policy.requiredLength, policy: policy, previousError: previousError)
            guard case .answer(let pin) = await responder.respond(to: challenge), !pin.isEmpty else {
                throw .cancelled
            }
            do {
                try policy.validate(pin.value)
                return pin
            } catch {
                previousError = error
            }
        }
    }

    /// Validates the access token's claims, then stores profile and session on the device.
    func store(_ tokens: TokenBundle, user: UserInfo, profile: UserProfile) throws(AuthError)
        -> AuthenticatedSession
    {
        let claims = try validatedClaims(tokens.accessToken)
        try device.save(profile)
        try device.saveSession(
            StoredSession(tokens: tokens, user: user, context: claims.activeContext), profileId: profile.id)
        beginSession(profileId: profile.id, bundle: tokens)
        return AuthenticatedSession(
            profile: profile, user: user, activeContext: claims.activeContext,
            accessTokenExpiresAt: claims.expiresAt)
    }

    /// Checks an access token the way a client can without the key: structure, algorithm, time,
    /// issuer and audience.
    func validatedClaims(_ accessToken: String) throws(AuthError) -> AccessTokenClaims {
        let validator = JWTClaimsValidator(
            rules: JWTValidationRules(issuer: configuration.issuer, audience: configuration.audience),
            clock: clock)
        do {
            return try validator.validateAccessToken(accessToken)
        } catch {
            throw .serverNotTrusted
        }
    }
}
