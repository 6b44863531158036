/// Registering and removing biometric and password authenticators, and changing the PIN.
///
/// The sensitive routes (a new verifier) need two things at once: the session's access token and
/// the id of a PIN exchange that this session's client has just completed. A stolen access token
/// alone therefore cannot change the PIN or add an authenticator; it would also need the PIN.
extension TokenServer {
    /// How long a completed PIN exchange may be redeemed on a step-up route, in seconds: long enough
    /// to choose a new PIN, short enough that a leaked exchange id soon becomes useless.
    static let provenExchangeLifetime: Int64 = 300

    /// Remembers a successful SCRAM exchange so that one step-up request may redeem it.
    func recordProvenExchange(_ exchangeId: String, exchange: PendingExchange) {
        let now = clock.now
        provenExchanges.withLock { proven in
            proven = proven.filter { $0.value.expiresAt > now }
            proven[exchangeId] = ProvenExchange(
                profileId: exchange.profileId, authenticator: exchange.authenticator,
                expiresAt: now + Self.provenExchangeLifetime)
        }
    }

    /// Redeems (once) a PIN exchange completed for `profileId`.
    func redeemProvenPinExchange(_ exchangeId: String, profileId: String) throws(ServerFailure) {
        let now = clock.now
        let redeemed = provenExchanges.withLock { proven -> Bool in
            guard let grant = proven[exchangeId], grant.profileId == profileId, grant.authenticator == .pin,
                grant.expiresAt > now
            else { return false }
            proven.removeValue(forKey: exchangeId)
            return true
        }
        guard redeemed else { throw .pinConfirmationRequired }
    }

    /// `POST /v1/authenticators`: stores the verifier of a biometric or password device key.
    func registerAuthenticator(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let authorization = try authorize(request)
        let body = try request.decodeBody(AuthenticatorRegistrationBody.self)
        guard let profileId = authorization.session.profileId else { throw .statelessSessionRefused }
        guard body.kind != .pin else {
            throw .malformedRequest("The PIN is always registered; change it on its own route.")
        }
        try requireCurrentIterations(body.verifier)
        try redeemProvenPinExchange(body.exchangeId, profileId: profileId)
        try database.transaction { state throws(ServerFailure) in
            let found: Void? = try state.registrations.update(profileId) {
                registration throws(ServerFailure) in
                registration.replaceVerifier(body.kind, with: body.verifier)
            }
            guard found != nil else { throw .unknownProfile }
        }
        return .json(EmptyBody(), status: 201)
    }

    /// `POST /v1/authenticators/remove`: forgets a biometric or password verifier.
    ///
    /// Only the access token is needed: removing an authenticator cannot give anyone more access.
    func deregisterAuthenticator(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let authorization = try authorize(request)
        let body = try request.decodeBody(AuthenticatorRemovalBody.self)
        guard let profileId = authorization.session.profileId else { throw .statelessSessionRefused }
        guard body.kind != .pin else { throw .malformedRequest("The PIN authenticator cannot be removed.") }
        let removed = try database.transaction { state throws(ServerFailure) -> Bool in
            guard
                let removed = try state.registrations.update(
                    profileId,
                    {
                        registration throws(ServerFailure) -> Bool in
                        let before = registration.verifiers.count
                        registration.verifiers.removeAll { $0.kind == body.kind }
                        return registration.verifiers.count < before
                    })
            else { throw .unknownProfile }
            return removed
        }
        guard removed else { throw .authenticatorNotRegistered }
        return .json(EmptyBody())
    }

    /// `POST /v1/auth/pin`: replaces the PIN verifier in one transaction.
    ///
    /// Every other session of the profile is revoked in the same write: a person changes a PIN when
    /// they fear someone knows it, and sessions opened with the old PIN must not outlive it. The
    /// session that proved the current PIN keeps working. Biometric and password verifiers stay:
    /// their device keys never depended on the PIN.
    func changePin(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let authorization = try authorize(request)
        let body = try request.decodeBody(PinChangeBody.self)
        guard let profileId = authorization.session.profileId else { throw .statelessSessionRefused }
        try requireCurrentIterations(body.verifier)
        try redeemProvenPinExchange(body.exchangeId, profileId: profileId)
        let keptSession = authorization.session.id
        let revoked = try database.transaction { state throws(ServerFailure) -> Int in
            let found: Void? = try state.registrations.update(profileId) {
                registration throws(ServerFailure) in
                registration.replaceVerifier(.pin, with: body.verifier)
                registration.failedAttempts = 0
            }
            guard found != nil else { throw .unknownProfile }
            return try state.revokeSessions(profileId: profileId, keeping: keptSession)
        }
        return .json(PinChangedBody(otherSessionsRevoked: revoked))
    }

    private func requireCurrentIterations(_ verifier: SCRAMCredential) throws(ServerFailure) {
        guard verifier.iterations >= configuration.scramIterations else {
            throw .malformedRequest("The verifier uses fewer iterations than the server requires.")
        }
    }
}

extension ProfileRegistration {
    /// Sets the verifier of `kind`, replacing the old one if there was one.
    mutating func replaceVerifier(_ kind: AuthenticatorKind, with credential: SCRAMCredential) {
        verifiers.removeAll { $0.kind == kind }
        verifiers.append(AuthenticatorVerifier(kind: kind, credential: credential))
    }
}

/// A SCRAM exchange that ended with a valid proof, redeemable once by a step-up route.
struct ProvenExchange: Sendable {
    var profileId: String
    var authenticator: AuthenticatorKind
    var expiresAt: Int64
}

struct AuthenticatorRegistrationBody: Codable, Sendable {
    /// The PIN exchange the client has just completed.
    var exchangeId: String
    var kind: AuthenticatorKind
    var verifier: SCRAMCredential
}

struct AuthenticatorRemovalBody: Codable, Sendable {
    var kind: AuthenticatorKind
}

struct PinChangeBody: Codable, Sendable {
    /// The PIN exchange that proved the current PIN.
    var exchangeId: String
    var verifier: SCRAMCredential
}

struct PinChangedBody: Codable, Sendable {
    var otherSessionsRevoked: Int
}
