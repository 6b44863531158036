/// How the client's half of one SCRAM exchange ended, for the flow that ran it to say what that
/// means (a session, a confirmed push request, another PIN prompt, a request left pending).
enum SCRAMExchangeEnd<Finished> {
    /// The server accepted the proof and proved it knows the verifier; its final answer.
    case proven(Finished, exchangeId: String)
    /// The server refused the proof and counted the attempt.
    case wrongAnswer
    /// The person cancelled at the PIN prompt between the two messages: no proof was sent, so the
    /// server counted nothing.
    case declined
}

extension AuthClient {
    /// The client's half of one SCRAM exchange, as login and push confirmation both run it: the
    /// first message (`start`), the password (`deviceKey`, or the PIN challenge carrying the
    /// server's failure counts), the key derivation with its progress reported, the proof
    /// (`finish`), and the server's signature checked before anything is believed.
    ///
    /// The proof counts toward the profile's limit, and the last one allowed deregisters the profile
    /// on the server before this device hears of it, so from the proof on the exchange is marked
    /// pending (`markedPending`) until `outcome` has done what the end means on this device.
    func scramExchange<Finished, Outcome>(
        profile: UserProfile, authenticator: AuthenticatorKind, deviceKey: SecretBytes?,
        responder: some ChallengeResponder,
        start: (_ clientFirst: String) async throws(AuthError) -> LoginChallengeBody,
        finish: (_ exchangeId: String, _ clientFinal: String) async throws(ServerRefusal) -> Finished,
        serverFinal: (Finished) -> String,
        outcome: (SCRAMExchangeEnd<Finished>) async throws(AuthError) -> Outcome
    ) async throws(AuthError) -> Outcome {
        let nonce = Base64URL.encode(SecureRandom.bytes(count: 18))
        let clientFirst: String
        do {
            clientFirst = try SCRAMClientFirstMessage(username: profile.id, clientNonce: nonce).text
        } catch {
            throw .rejected(.unusableProfileId)
        }
        let challenge = try await start(clientFirst)
        let password: SecretBytes
        if let deviceKey {
            password = deviceKey
        } else {
            do throws(AuthError) {
                password = try await authenticatorSecret(
                    for: authenticator, profile: profile, counts: challenge, responder: responder)
            } catch .cancelled {
                return try await outcome(.declined)
            }
        }
        await responder.progress(.derivingKey)
        let answered: Result<(SCRAMClient, clientFinal: String), AuthError>
        do {
            answered = .success(
                try await answerServerFirst(
                    profileId: profile.id, password: password, nonce: nonce,
                    serverFirst: challenge.serverFirst))
        } catch {
            answered = .failure(error)
        }
        await responder.progress(.finished)
        var (scram, clientFinal) = try answered.get()
        return try await markedPending { () async throws(AuthError) -> Outcome in
            let finished: Finished
            do throws(ServerRefusal) {
                finished = try await finish(challenge.exchangeId, clientFinal)
            } catch {
                if case .refused(_, let body) = error, body.code == .invalidAuthenticatorAnswer {
                    return try await outcome(.wrongAnswer)
                }
                throw try await handleLoginRefusal(error, profile: profile)
            }
            // Mutual authentication: a server that cannot prove it knows the verifier gets nothing.
            do { try scram.handleServerFinal(serverFinal(finished)) } catch { throw .serverNotTrusted }
            return try await outcome(.proven(finished, exchangeId: challenge.exchangeId))
        }
    }

    /// The client's side of a SCRAM exchange after the server's first message: the client resumed
    /// with the nonce it sent in its first message (it only learns the password between the two),
    /// and its final message. The key derivation in it runs as `SlowWork`.
    func answerServerFirst(
        profileId: String, password: SecretBytes, nonce: String, serverFirst: String
    ) async throws(AuthError) -> (SCRAMClient, clientFinal: String) {
        let configuration = configuration
        do {
            return try await SlowWork.perform { () throws(SCRAMError) -> (SCRAMClient, clientFinal: String) in
                var scram = try SCRAMClient(
                    username: profileId, password: password, nonce: nonce,
                    minimumIterations: configuration.minimumScramIterations,
                    maximumIterations: configuration.maximumScramIterations)
                _ = try scram.clientFirstMessage()
                let clientFinal = try scram.handleServerFirst(serverFirst)
                return (scram, clientFinal)
            }
        } catch {
            throw .serverNotTrusted
        }
    }
}
