/// PIN (and authenticator) login by SCRAM-SHA-256, with the failed-attempt limit.
extension TokenServer {
    /// How long the server waits for the client's final SCRAM message, in seconds.
    static let exchangeLifetime: Int64 = 120

    /// `POST /v1/auth/login/start`: answers the client-first message with the server-first one.
    func startLogin(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(LoginStartBody.self)
        guard
            let registration = try database.read({ state throws(ServerFailure) in
                try state.registration(profileId: body.profileId)
            })
        else { throw .unknownProfile }
        guard let credential = registration.verifier(for: body.authenticator) else {
            throw .authenticatorNotRegistered
        }
        return .json(
            try beginExchange(
                registration: registration, credential: credential, clientFirst: body.clientFirst,
                authenticator: body.authenticator))
    }

    /// Answers a SCRAM client-first message for a profile's verifier and keeps the exchange until
    /// its final message; shared by login and push confirmation, which differ only in purpose.
    func beginExchange(
        registration: ProfileRegistration, credential: SCRAMCredential, clientFirst: String,
        authenticator: AuthenticatorKind, pushRequestId: String? = nil
    ) throws(ServerFailure) -> LoginChallengeBody {
        var scram: SCRAMServer
        let serverFirst: String
        do {
            scram = try SCRAMServer(credential: credential)
            serverFirst = try scram.handleClientFirst(clientFirst)
        } catch {
            throw .malformedRequest("The SCRAM client-first message was refused: \(error)")
        }
        guard scram.username == registration.profileId else {
            throw .malformedRequest("The SCRAM user name must be the profile id.")
        }
        let now = clock.now
        let exchangeId = Identifier.make("scr")
        exchanges.withLock { pending in
            pending = pending.filter { $0.value.expiresAt > now }
            pending[exchangeId] = PendingExchange(
                scram: scram, profileId: registration.profileId, authenticator: authenticator,
                expiresAt: now + Self.exchangeLifetime, pushRequestId: pushRequestId)
        }
        return LoginChallengeBody(
            exchangeId: exchangeId, serverFirst: serverFirst, failedAttempts: registration.failedAttempts,
            maxAttempts: configuration.maxPinAttempts)
    }

    /// `POST /v1/auth/login`: verifies the proof; counts the attempt first, so a crash or a killed
    /// process in the middle still costs the attempt.
    func finishLogin(_ request: EngineRequest) throws(ServerFailure) -> EngineResponse {
        let body = try request.decodeBody(LoginFinishBody.self)
        let now = clock.now
        // A push-confirmation exchange proves the PIN for one request only; it never opens a session.
        guard var exchange = exchanges.withLock({ $0.removeValue(forKey: body.exchangeId) }),
            exchange.expiresAt > now, exchange.pushRequestId == nil
        else { throw .malformedRequest("The login exchange is unknown or has expired; start again.") }

        let failedSoFar = try database.transaction { state throws(ServerFailure) -> Int in
            try state.countFailedAttempt(profileId: exchange.profileId)
        }

        let serverFinal: String?
        do {
            serverFinal = try exchange.scram.handleClientFinal(body.clientFinal)
        } catch {
            serverFinal = nil
        }

        let maxAttempts = configuration.maxPinAttempts
        let outcome = try database.transaction { state throws(ServerFailure) -> LoginOutcome in
            guard var registration = try state.registration(profileId: exchange.profileId),
                let account = try state.account(id: registration.accountId)
            else { throw .unknownProfile }
            guard let serverFinal else {
                if failedSoFar >= maxAttempts {
                    try state.deregister(profileId: exchange.profileId)
                    return .deregistered
                }
                return .wrongAnswer(failedAttempts: failedSoFar)
            }
            registration.failedAttempts = 0
            state.registrations.put(registration)
            let contextIndex = registration.activeContextIndex
            let tokens = try issueTokens(
                in: &state, account: account, profileId: exchange.profileId, contextIndex: contextIndex)
            return .success(
                LoginResultBody(
                    serverFinal: serverFinal, tokens: tokens,
                    user: account.userInfo(activeContextIndex: contextIndex)))
        }
        switch outcome {
        case .success(let result):
            recordProvenExchange(body.exchangeId, exchange: exchange)
            return .json(result)
        case .wrongAnswer(let failed):
            throw .invalidAuthenticatorAnswer(failedAttempts: failed, maxAttempts: maxAttempts)
        case .deregistered: throw .profileDeregistered
        }
    }
}

private enum LoginOutcome {
    case success(LoginResultBody)
    case wrongAnswer(failedAttempts: Int)
    case deregistered
}

extension ServerState {
    /// Removes a profile and everything that hangs off it: sessions, tokens, push requests.
    mutating func deregister(profileId: String) throws(ServerFailure) {
        registrations.remove(profileId)
        for session in sessions.keys(indexedBy: profileId, in: SessionRecord.profileIndex) {
            removeSession(session)
        }
        for request in pushRequests.keys(indexedBy: profileId, in: PushRequestRecord.profileIndex) {
            pushRequests.remove(request)
        }
    }

    /// Counts a failed attempt of the profile before its proof is checked, and returns the count.
    mutating func countFailedAttempt(profileId: String) throws(ServerFailure) -> Int {
        guard
            let counted = try registrations.update(
                profileId,
                { registration throws(ServerFailure) -> Int in
                    // Saturating: the count is read from disk, and no stored value may make it trap.
                    registration.failedAttempts = registration.failedAttempts.incrementedSaturating
                    return registration.failedAttempts
                })
        else { throw .unknownProfile }
        return counted
    }
}
