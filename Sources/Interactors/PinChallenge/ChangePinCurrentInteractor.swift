/// PinChallenge for a PIN change, over the change the Profile module began: the current PIN;
/// success is the engine asking for the new one, which the CreatePin module then reads from the
/// same change.
package final class ChangePinCurrentInteractor: PinChallengeInteracting, SessionEnding {
    private let host: EngineHost
    private let reader: PinEntryReader<NewPinRequest>

    /// An interactor answering `change`, ending sessions on `host`.
    package init(host: EngineHost, change: PinChange) {
        self.host = host
        reader = PinEntryReader(flow: change.flow) { step in
            guard case .createPin(let request) = step else { return nil }
            return .succeeded(request)
        }
    }

    /// The PIN change's step.
    package func currentStep() async -> PinEntryStep<NewPinRequest> {
        await reader.currentStep()
    }

    /// Answers the current-PIN question.
    package func answer(_ secret: SecretInput) async -> PinEntryStep<NewPinRequest> {
        await reader.respond(.secret(secret))
    }

    /// Answers a sensor question; a PIN change asks none, so the reader ends the flow if one came.
    package func confirmBiometric(_ result: BiometricResult) async -> PinEntryStep<NewPinRequest> {
        await reader.respond(.biometric(result))
    }

    /// Declines the question the flow waits on.
    package func decline() async -> PinEntryStep<NewPinRequest> {
        await reader.respond(.cancel)
    }

    /// Cancels the PIN change; the PIN stays as it was.
    package func cancel() async {
        await reader.cancel()
    }

    /// Ends the session through the engine; the profile stays registered.
    package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await host.endSession(owner: owner)
    }
}
