import AuthEngine

/// The Welcome screen's use cases: the registered profiles, their implicit data, starting a login.
package protocol WelcomeInteracting: Sendable {
    /// The profiles registered on this device, oldest first.
    func profiles() async throws(AppError) -> [RegisteredProfile]
    /// The profile's decorated user id, fetched with implicit authentication (no PIN needed).
    func implicitData(profileId: ProfileID) async throws(AppError) -> String
    /// Starts a login of the profile and waits for its first step.
    func startLogin(profileId: ProfileID) async throws(AppError) -> LoginStart
}

/// Reads profiles from the started engine and starts logins as `ChallengeFlow`s, each handed to
/// the PinChallenge module as a `LoginAttempt`.
package final class WelcomeInteractor: WelcomeInteracting {
    private let host: EngineHost

    /// The use cases over `host`.
    package init(host: EngineHost) {
        self.host = host
    }

    /// The registered profiles as app entities.
    package func profiles() async throws(AppError) -> [RegisteredProfile] {
        let client = try await host.startedClient()
        do {
            return try await client.profiles().map(RegisteredProfile.init)
        } catch {
            throw AppError(error)
        }
    }

    /// The decorated user id the server returns for this device's profile.
    package func implicitData(profileId: ProfileID) async throws(AppError) -> String {
        let client = try await host.startedClient()
        do {
            return try await client.implicitData(profileId: profileId.rawValue)
        } catch {
            throw AppError(error)
        }
    }

    /// Begins the engine's login and reports its first step. A login waiting for the PIN is
    /// handed on as a `LoginAttempt`, whose module reads that step and answers it.
    package func startLogin(profileId: ProfileID) async throws(AppError) -> LoginStart {
        let client = try await host.startedClient()
        let (flow, step) = await ChallengeFlow.begin { responder async throws(AuthError) in
            .signedIn(
                UserSession(
                    try await client.authenticate(profileId: profileId.rawValue, responder: responder)))
        }
        switch step {
        case .enterPin, .confirmBiometric, .enterPassword:
            // A preferred biometric or password authenticator is asked first; PinChallenge answers
            // those too and the PIN the engine falls back to.
            return .needsPin(LoginAttempt(flow))
        case .finished(.signedIn(let session)):
            return .signedIn(session)
        case .failed(let error):
            throw error
        case .createPin, .openBrowser, .showDeviceCode, .answerChallengeCode, .decidePush,
            .enterOneTimePassword, .finished:
            // Welcome hands on only a login's questions and its signed-in end; any other step has no
            // screen here, so the flow is ended (with nothing written) rather than left waiting.
            await flow.cancelAndWait()
            throw .cancelled
        }
    }
}
