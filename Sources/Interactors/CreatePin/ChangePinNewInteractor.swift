/// CreatePin for a PIN change, over the change the Profile module began (and PinChallenge took past
/// the current PIN): success is the PIN changed, the session still signed in.
package final class ChangePinNewInteractor: ChangePinNewInteracting {
    private let host: EngineHost
    private let reader: NewPinReader

    /// An interactor answering `change`, ending sessions on `host`.
    package init(host: EngineHost, change: PinChange) {
        self.host = host
        reader = NewPinReader(flow: change.flow) { completion in
            guard case .pinChanged(let session) = completion else { return nil }
            return session
        }
    }

    /// The PIN change's step.
    package func currentStep() async -> NewPinStep {
        await reader.currentStep()
    }

    /// The engine's PIN policy check, mapped to the app's rules.
    package func brokenRules(of pin: SecretInput, under rules: PinRules) -> [PinRule] {
        rules.violations(of: pin)
    }

    /// Answers the create-PIN question.
    package func choose(_ pin: SecretInput) async -> NewPinStep {
        await reader.choose(pin)
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
