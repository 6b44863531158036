/// Login with the PIN: a SCRAM-SHA-256 exchange in which the PIN never leaves the device.
extension AuthClient {
    /// Unlocks a registered profile with its preferred authenticator, falling back to the PIN
    /// challenge, and asks for the PIN again after each wrong PIN until the server's attempt limit
    /// deregisters the profile.
    ///
    /// The preferred biometric or password authenticator gets one try. The sensor saying "not
    /// recognised" or "use PIN", a cancel, or an empty password fall back to the PIN without
    /// reaching the server, so they cost no attempt. A wrong password does reach the server as a
    /// failed SCRAM proof and counts toward the limit like a wrong PIN: otherwise the password
    /// would be a guessing oracle outside the limit. The PIN challenge that follows shows the count.
    ///
    /// An empty PIN or a cancel at the PIN challenge ends the flow without using an attempt: the
    /// exchange is simply abandoned before the proof is sent.
    package func authenticate(
        profileId: String, responder: some ChallengeResponder
    ) async throws(AuthError) -> AuthenticatedSession {
        try await exclusiveFlow(profileId) { () async throws(AuthError) in
            guard let profile = try device.profile(id: profileId) else { throw .profileNotFound }
            if let preferred = profile.preferredOtherThanPin {
                let attempt = try await loginExchange(
                    profile: profile, authenticator: preferred, responder: responder)
                if case .authenticated(let proven) = attempt { return proven.session }
            }
            return try await provePin(profile: profile, responder: responder).session
        }
    }

    /// Asks for the PIN until a SCRAM exchange succeeds, the person cancels, or the limit is hit.
    func provePin(profile: UserProfile, responder: some ChallengeResponder) async throws(AuthError)
        -> ProvenLogin
    {
        while true {
            let attempt = try await loginExchange(profile: profile, authenticator: .pin, responder: responder)
            if case .authenticated(let proven) = attempt { return proven }
        }
    }

    /// One SCRAM exchange for `authenticator`, as a session or a wrong answer.
    func attemptLogin(
        profile: UserProfile, authenticator: AuthenticatorKind, responder: some ChallengeResponder
    ) async throws(AuthError) -> LoginAttempt {
        switch try await loginExchange(profile: profile, authenticator: authenticator, responder: responder) {
        case .authenticated(let proven): return .authenticated(proven.session)
        case .wrongAnswer: return .wrongAnswer
        case .declined: throw .cancelled
        }
    }

    /// One SCRAM exchange for `authenticator`. A device key is unlocked before the exchange starts,
    /// so a sensor refusal never reaches the server; the PIN challenge is asked between the two
    /// messages, so it can carry the server's current failure counts.
    func loginExchange(
        profile: UserProfile, authenticator: AuthenticatorKind, responder: some ChallengeResponder
    ) async throws(AuthError) -> LoginExchangeOutcome {
        var deviceKey: SecretBytes?
        if authenticator != .pin {
            guard let key = try await unlockDeviceKey(authenticator, profile: profile, responder: responder)
            else { return .declined }
            deviceKey = key
        }
        return try await scramExchange(
            profile: profile, authenticator: authenticator, deviceKey: deviceKey, responder: responder,
            start: { (clientFirst) async throws(AuthError) -> LoginChallengeBody in
                do throws(ServerRefusal) {
                    return try await api.call(
                        .post, "/v1/auth/login/start",
                        body: LoginStartBody(
                            profileId: profile.id, authenticator: authenticator, clientFirst: clientFirst),
                        as: LoginChallengeBody.self)
                } catch {
                    throw try await handleLoginRefusal(error, profile: profile)
                }
            },
            finish: { (exchangeId, clientFinal) async throws(ServerRefusal) -> LoginResultBody in
                try await api.call(
                    .post, "/v1/auth/login",
                    body: LoginFinishBody(exchangeId: exchangeId, clientFinal: clientFinal),
                    as: LoginResultBody.self)
            },
            serverFinal: \.serverFinal,
            outcome: { (end) async throws(AuthError) -> LoginExchangeOutcome in
                switch end {
                case .proven(let result, let exchangeId):
                    let session = try store(result.tokens, user: UserInfo(result.user), profile: profile)
                    return .authenticated(
                        ProvenLogin(
                            session: session, exchangeId: exchangeId, accessToken: result.tokens.accessToken))
                case .wrongAnswer: return .wrongAnswer
                // A cancel at the PIN prompt ends the login (a declined sensor, before, falls back to it).
                case .declined: throw .cancelled
                }
            })
    }

    /// Gets the SCRAM password for an authenticator: for the PIN by asking the PIN challenge (with
    /// the server's counts), for the others by unlocking the device key (a refusal is a cancel).
    func authenticatorSecret(
        for authenticator: AuthenticatorKind, profile: UserProfile, counts: LoginChallengeBody,
        responder: some ChallengeResponder
    ) async throws(AuthError) -> SecretBytes {
        guard authenticator == .pin else {
            guard let key = try await unlockDeviceKey(authenticator, profile: profile, responder: responder)
            else { throw .cancelled }
            return key
        }
        // Read before the PIN is asked: a damaged device.json is reported at once, not after the
        // person has typed a PIN that could not have been used.
        let deviceSecret = try device.identity().secretBytes
        let challenge = PinChallenge(
            profileId: profile.id, pinLength: profile.pinLength, previousFailureCount: counts.failedAttempts,
            maxFailureCount: counts.maxAttempts)
        guard case .answer(let pin) = await responder.respond(to: challenge), !pin.isEmpty else {
            throw .cancelled
        }
        return PinKey.scramPassword(pin: pin, deviceSecret: deviceSecret)
    }

    /// Maps a refused login; a deregistered or unknown profile is wiped from this device first.
    func handleLoginRefusal(_ refusal: ServerRefusal, profile: UserProfile) async throws(AuthError)
        -> AuthError
    {
        try await profileRefusal(refusal, profileId: profile.id)
    }
}

extension UserProfile {
    /// The preferred authenticator when it is one offered before the PIN (the biometric sensor or
    /// the password) and still registered; nil when the PIN is asked straight away.
    var preferredOtherThanPin: AuthenticatorKind? {
        preferredAuthenticator != .pin && authenticators.contains(preferredAuthenticator)
            ? preferredAuthenticator : nil
    }
}

/// The outcome of one login exchange that did not throw.
enum LoginAttempt: Sendable {
    case authenticated(AuthenticatedSession)
    case wrongAnswer
}

/// One login exchange's outcome, with what a step-up route needs after a success.
enum LoginExchangeOutcome: Sendable {
    case authenticated(ProvenLogin)
    /// The server refused the proof; the attempt was counted.
    case wrongAnswer
    /// The device key was not released (sensor refused, cancel, no password); the server saw nothing.
    case declined
}

/// A successful exchange: the new session, and the exchange id the server lets it redeem once.
struct ProvenLogin: Sendable {
    var session: AuthenticatedSession
    var exchangeId: String
    var accessToken: String
}
