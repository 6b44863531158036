/// PinChallenge for a PIN change, over the flow the Profile module began and left in
/// `FlowInProgress`: the current PIN; success is the engine asking for the new one, which the
/// CreatePin module then reads from the same flow.
package final class ChangePinCurrentInteractor: PinChallengeInteracting, SessionEnding {
    private let host: EngineHost
    private let reader: PinEntryReader<NewPinRequest>

    /// An interactor answering the PIN change kept in `flowInProgress`, ending sessions on `host`.
    package init(host: EngineHost, flowInProgress: FlowInProgress) {
        self.host = host
        reader = PinEntryReader(flowInProgress: flowInProgress) { step in
            guard case .createPin(let request) = step else { return nil }
            return .succeeded(request)
        }
    }

    /// The PIN change's step, if one is in progress.
    package func currentStep() async -> PinEntryStep<NewPinRequest>? {
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
