/// PinChallenge for a login, over the attempt the Welcome module began: the PIN, or first the
/// preferred sensor or password; success is the signed-in session.
package final class PinChallengeInteractor: PinChallengeInteracting {
    private let reader: PinEntryReader<UserSession>

    /// An interactor answering `attempt`.
    package init(attempt: LoginAttempt) {
        reader = PinEntryReader(flow: attempt.flow) { step in
            guard case .finished(.signedIn(let session)) = step else { return nil }
            return .succeeded(session)
        }
    }

    /// The login's step.
    package func currentStep() async -> PinEntryStep<UserSession> {
        await reader.currentStep()
    }

    /// Answers the PIN or password question.
    package func answer(_ secret: SecretInput) async -> PinEntryStep<UserSession> {
        await reader.respond(.secret(secret))
    }

    /// Answers the sensor question.
    package func confirmBiometric(_ result: BiometricResult) async -> PinEntryStep<UserSession> {
        await reader.respond(.biometric(result))
    }

    /// Declines the sensor or password: the login asks the PIN instead.
    package func decline() async -> PinEntryStep<UserSession> {
        await reader.respond(.cancel)
    }

    /// Cancels the login.
    package func cancel() async {
        await reader.cancel()
    }
}
