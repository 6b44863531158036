/// The PinChallenge use cases: answer the questions that prove the person is the profile's owner
/// — the PIN, and the sensor or password of a login with a preferred authenticator or of a new
/// authenticator's registration — in the flow the interactor was built with, and read its steps
/// as `Outcome`'s route reads them.
package protocol PinChallengeInteracting<Outcome>: Sendable {
    /// What success means on this route.
    associatedtype Outcome: Equatable & Sendable

    /// The step the flow stopped at (the PIN the module that began it got).
    func currentStep() async -> PinEntryStep<Outcome>

    /// Gives `secret` (the PIN, or a password) to the flow and waits for its next step:
    /// `.enterPin` again after a wrong PIN, with the failure counts; `.failed` with
    /// `.profileDeregistered` after the last allowed wrong PIN.
    func answer(_ secret: SecretInput) async -> PinEntryStep<Outcome>

    /// Reports what the simulated sensor did and waits for the next step: a login falls back to
    /// `.enterPin` when the person was not recognised or chose the PIN.
    func confirmBiometric(_ result: BiometricResult) async -> PinEntryStep<Outcome>

    /// Declines the question the flow waits on (sensor or password) without ending the flow here:
    /// a login then asks for the PIN, a registration ends with `.failed(.cancelled)`.
    func decline() async -> PinEntryStep<Outcome>

    /// Cancels the flow and waits until the engine has ended it; no attempt is used.
    func cancel() async
}

/// The PIN check of a PIN change: the current PIN, whose success is the new-PIN request; the
/// screen needs a session, which it ends when it finds it over.
package typealias ChangePinCurrentInteracting = PinChallengeInteracting<NewPinRequest> & SessionEnding

/// The PIN check of an authenticator's registration, then its sensor or new password; success is
/// the profile's authenticators with the new one. The screen needs a session, which it ends when
/// it finds it over.
package typealias RegisterAuthenticatorInteracting = PinChallengeInteracting<ProfileAuthenticators>
    & SessionEnding

/// How every PIN-check route steps through its flow: the questions a PIN check
/// answers are read as they are, the route's own readings (its success, and how it asks a
/// password) come from `routeReading`, and any other question is declined here, once — the flow
/// is cancelled rather than answered, and the step is `.failed(.cancelled)`.
struct PinEntryReader<Outcome: Equatable & Sendable>: Sendable {
    let flow: ChallengeFlow
    /// The route's reading of `step`, or nil where it reads it as every PIN check does.
    let routeReading: @Sendable (_ step: ChallengeStep) -> PinEntryStep<Outcome>?

    func currentStep() async -> PinEntryStep<Outcome> {
        await read(await flow.currentStep())
    }

    func respond(_ answer: ChallengeFlow.Answer) async -> PinEntryStep<Outcome> {
        await read(await flow.reply(answer))
    }

    func cancel() async {
        await flow.cancelAndWait()
    }

    private func read(_ step: ChallengeStep) async -> PinEntryStep<Outcome> {
        if let reading = routeReading(step) { return reading }
        switch step {
        case .enterPin(let request): return .enterPin(request)
        case .confirmBiometric(let reason): return .touchSensor(reason)
        case .enterPassword(let failed): return .enterPassword(previousAttemptFailed: failed)
        case .failed(let error): return .failed(error)
        case .createPin, .openBrowser, .showDeviceCode, .answerChallengeCode, .decidePush,
            .enterOneTimePassword, .finished:
            // A question this route has no screen for, or an end it does not lead to: the flow is
            // ended rather than answered, and the person is told it was cancelled.
            await flow.cancelAndWait()
            return .failed(.cancelled)
        }
    }
}
