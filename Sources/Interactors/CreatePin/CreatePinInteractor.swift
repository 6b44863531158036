import AuthEngine

/// The CreatePin use cases: check a new PIN against the rules, and give it to the flow the
/// interactor was built with, which a registration or a PIN change began.
package protocol CreatePinInteracting: Sendable {
    /// The step the flow stopped at (the new-PIN request the module that began it got).
    func currentStep() async -> NewPinStep

    /// Every rule `pin` breaks under `rules`; empty when the PIN may be chosen.
    func brokenRules(of pin: SecretInput, under rules: PinRules) -> [PinRule]

    /// Gives the confirmed `pin` to the flow and waits for its next step: `.chooseNewPin` with the
    /// rule the engine refused it for, `.succeeded` once it is set, or `.failed`.
    func choose(_ pin: SecretInput) async -> NewPinStep

    /// Cancels the flow and waits until the engine has ended it, with nothing saved.
    func cancel() async
}

/// The new PIN of a PIN change; the screen needs a session, which it ends when it finds it over.
package protocol ChangePinNewInteracting: CreatePinInteracting, SessionEnding {}

/// CreatePin for a registration, over the enrolment the Registration module began: success is
/// the new profile signed in.
package final class CreatePinInteractor: CreatePinInteracting {
    private let reader: NewPinReader

    /// An interactor answering `enrolment`.
    package init(enrolment: Enrolment) {
        reader = NewPinReader(flow: enrolment.flow) { completion in
            guard case .signedIn(let session) = completion else { return nil }
            return session
        }
    }

    /// The registration's step.
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

    /// Cancels the registration.
    package func cancel() async {
        await reader.cancel()
    }
}

/// How both new-PIN routes step through their flow: the create-PIN question as it is,
/// the route's own end (`success`) as `.succeeded`, and any other question declined here, once —
/// the flow is cancelled rather than answered, and the step is `.failed(.cancelled)`.
struct NewPinReader: Sendable {
    let flow: ChallengeFlow
    /// The session the route's completion leaves, or nil when the flow ended some other way.
    let success: @Sendable (_ completion: FlowCompletion) -> UserSession?

    func currentStep() async -> NewPinStep {
        await read(await flow.currentStep())
    }

    func choose(_ pin: SecretInput) async -> NewPinStep {
        await read(await flow.reply(.secret(pin)))
    }

    func cancel() async {
        await flow.cancelAndWait()
    }

    private func read(_ step: ChallengeStep) async -> NewPinStep {
        switch step {
        case .createPin(let request): return .chooseNewPin(request)
        case .finished(let completion):
            if let session = success(completion) { return .succeeded(session) }
        case .failed(let error): return .failed(error)
        case .enterPin, .openBrowser, .showDeviceCode, .answerChallengeCode, .confirmBiometric,
            .enterPassword, .decidePush,
            .enterOneTimePassword:
            break
        }
        // A question this route has no screen for, or an end it does not lead to: the flow is
        // ended rather than answered, and the person is told it was cancelled.
        await flow.cancelAndWait()
        return .failed(.cancelled)
    }
}
