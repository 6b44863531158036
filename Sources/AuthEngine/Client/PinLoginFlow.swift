/// Login with the PIN: a SCRAM-SHA-256 exchange in which the PIN never leaves the device.
extension AuthClient {
    /// Unlocks a registered profile with its PIN, asking again after each wrong PIN until the
    /// server's attempt limit deregisters the profile.
    ///
    /// An empty answer or a cancel ends the flow without using an attempt: the exchange is simply
    /// abandoned before the proof is sent.
    public func authenticate(
        profileId: String, responder: some ChallengeResponder
    ) async throws(AuthError) -> AuthenticatedSession {
        try await exclusiveFlow(profileId) { () async throws(AuthError) in
            guard let profile = try device.profile(id: profileId) else { throw .profileNotFound }
            while true {
                switch try await attemptLogin(profile: profile, authenticator: .pin, responder: responder) {
                case .authenticated(let session): return session
                case .wrongAnswer: continue
                }
            }
        }
    }

    /// One SCRAM exchange for `authenticator`; the PIN challenge is asked between the two messages,
    /// so it can carry the server's current failure counts.
    func attemptLogin(
        profile: UserProfile, authenticator: AuthenticatorKind, responder: some ChallengeResponder
    ) async throws(AuthError) -> LoginAttempt {
        let nonce = Base64URL.encode(SecureRandom.bytes(count: 18))
        let clientFirst: String
        do {
            clientFirst = try SCRAMClientFirstMessage(username: profile.id, clientNonce: nonce).text
        } catch {
            throw .rejected(message: "The profile id cannot be used for login.")
        }
        let challengeBody: LoginChallengeBody
        do throws(ServerRefusal) {
            challengeBody = try await api.call(
                .post, "/v1/auth/login/start",
                body: LoginStartBody(
                    profileId: profile.id, authenticator: authenticator, clientFirst: clientFirst),
                as: LoginChallengeBody.self)
        } catch {
            throw try handleLoginRefusal(error, profile: profile)
        }

        let scramPassword = try await authenticatorSecret(
            for: authenticator, profile: profile, counts: challengeBody, responder: responder)

        await responder.progress(.derivingKey)
        var scram: SCRAMClient
        let clientFinal: String
        do {
            scram = try SCRAMClient(
                username: profile.id, password: scramPassword, nonce: nonce,
                minimumIterations: configuration.minimumScramIterations,
                maximumIterations: configuration.maximumScramIterations)
            _ = try scram.clientFirstMessage()
            clientFinal = try scram.handleServerFirst(challengeBody.serverFirst)
        } catch {
            await responder.progress(.finished)
            throw .serverNotTrusted
        }
        await responder.progress(.finished)

        let result: LoginResultBody
        do throws(ServerRefusal) {
            result = try await api.call(
                .post, "/v1/auth/login",
                body: LoginFinishBody(exchangeId: challengeBody.exchangeId, clientFinal: clientFinal),
                as: LoginResultBody.self)
        } catch {
            if case .refused(_, let body) = error, body.code == .invalidAuthenticatorAnswer {
                return .wrongAnswer
            }
            throw try handleLoginRefusal(error, profile: profile)
        }
        // Mutual authentication: a server that cannot prove it knows the verifier gets nothing stored.
        do { try scram.handleServerFinal(result.serverFinal) } catch { throw .serverNotTrusted }
        return .authenticated(try store(result.tokens, user: UserInfo(result.user), profile: profile))
    }

    /// Gets the SCRAM password for an authenticator; for the PIN, by asking the responder.
    func authenticatorSecret(
        for authenticator: AuthenticatorKind, profile: UserProfile, counts: LoginChallengeBody,
        responder: some ChallengeResponder
    ) async throws(AuthError) -> SecretBytes {
        let challenge = PinChallenge(
            profileId: profile.id, pinLength: profile.pinLength, previousFailureCount: counts.failedAttempts,
            maxFailureCount: counts.maxAttempts)
        guard case .answer(let pin) = await responder.respond(to: challenge), !pin.isEmpty else {
            throw .cancelled
        }
        return PinKey.scramPassword(pin: pin, deviceSecret: try device.identity().secretBytes)
    }

    /// Maps a refused login; a deregistered or unknown profile is wiped from this device first.
    func handleLoginRefusal(_ refusal: ServerRefusal, profile: UserProfile) throws(AuthError) -> AuthError {
        let error = refusal.authError
        if case .profileDeregistered = error {
            try device.wipe(profileId: profile.id)
        }
        return error
    }
}

/// The outcome of one login exchange that did not throw.
enum LoginAttempt: Sendable {
    case authenticated(AuthenticatedSession)
    case wrongAnswer
}
