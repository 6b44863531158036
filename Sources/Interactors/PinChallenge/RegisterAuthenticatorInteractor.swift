/// PinChallenge for registering an authenticator, over the registration the Authenticators module
/// began: the PIN, then the sensor to enrol or the new authenticator's password; success is the
/// profile's authenticators with the new one.
package final class RegisterAuthenticatorInteractor: PinChallengeInteracting, SessionEnding {
    private let host: EngineHost
    private let reader: PinEntryReader<ProfileAuthenticators>

    /// An interactor answering `registration`, ending sessions on `host`.
    package init(host: EngineHost, registration: AuthenticatorRegistration) {
        self.host = host
        reader = PinEntryReader(flow: registration.flow) { step in
            if case .finished(.authenticatorRegistered(let authenticators)) = step {
                return .succeeded(authenticators)
            }
            // The engine asks a registration's password as it asks a login's; here it is a new one.
            if case .enterPassword = step { return .choosePassword }
            return nil
        }
    }

    /// The registration's step.
    package func currentStep() async -> PinEntryStep<ProfileAuthenticators> {
        await reader.currentStep()
    }

    /// Answers the PIN question, or gives the new password.
    package func answer(_ secret: SecretInput) async -> PinEntryStep<ProfileAuthenticators> {
        await reader.respond(.secret(secret))
    }

    /// Reports what the sensor being enrolled did.
    package func confirmBiometric(_ result: BiometricResult) async -> PinEntryStep<ProfileAuthenticators> {
        await reader.respond(.biometric(result))
    }

    /// Declines the sensor or the password: the registration ends with nothing added.
    package func decline() async -> PinEntryStep<ProfileAuthenticators> {
        await reader.respond(.cancel)
    }

    /// Cancels the registration; nothing is added.
    package func cancel() async {
        await reader.cancel()
    }

    /// Ends the session through the engine; the registered authenticators stay as they are.
    package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await host.endSession(owner: owner)
    }
}
