import AuthEngine

/// An engine flow running in the background that stops at each challenge until the app answers.
///
/// The engine drives a flow by calling a `ChallengeResponder` and waiting for its answer; a
/// terminal app shows one screen per challenge instead. This actor joins the two: the engine's
/// questions become `ChallengeStep`s that a module reads with `nextStep()`, and the module's
/// `answer(_:)` or `cancel()` resumes the engine.
package actor ChallengeFlow {
    /// The main actor's, as the engine's client's (`AuthClient.unownedExecutor` says why).
    nonisolated package var unownedExecutor: UnownedSerialExecutor { MainActor.sharedUnownedExecutor }

    /// An answer the app gives to the question the flow is waiting on.
    enum Answer: Sendable {
        /// A PIN or password.
        case secret(SecretInput)
        /// Visible text: a redirect URL, a challenge response, a one-time password.
        case text(String)
        /// What the simulated sensor reported.
        case biometric(BiometricResult)
        /// Accept (true) or deny (false) a push request.
        case pushDecision(accept: Bool)
        /// What the question asked is done (a device code shown): the flow goes on.
        case acknowledged
        /// Cancel the question.
        case cancel
    }

    private var queuedSteps: [ChallengeStep] = []
    private var stepWaiter: CheckedContinuation<ChallengeStep, Never>?
    private var answerWaiter: CheckedContinuation<Answer, Never>?
    private var lastStep: ChallengeStep?
    private var task: Task<Void, Never>?
    private var isCancelled = false

    /// A flow that is already over, ended by `error`: a module built with it shows at once how it
    /// ended (what a presenter's test hands a screen that needs a flow).
    package init(endedWith error: AppError) {
        queuedSteps = [.failed(error)]
    }

    private init() {}

    /// Starts `operation` with a responder that forwards each challenge to this flow.
    static func start(
        _ operation: @escaping @Sendable (FlowResponder) async throws(AuthError) -> FlowCompletion
    ) async -> ChallengeFlow {
        let flow = ChallengeFlow()
        await flow.run(operation)
        return flow
    }

    private func run(
        _ operation: @escaping @Sendable (FlowResponder) async throws(AuthError) -> FlowCompletion
    ) {
        let responder = FlowResponder(flow: self)
        task = Task {
            let step: ChallengeStep
            do throws(AuthError) {
                step = .finished(try await operation(responder))
            } catch {
                step = .failed(AppError(error))
            }
            self.post(step)
        }
    }

    /// The next thing the flow needs, or how it ended; waits while the engine works.
    func nextStep() async -> ChallengeStep {
        if !queuedSteps.isEmpty { return remember(queuedSteps.removeFirst()) }
        if let lastStep, lastStep.isFinal { return lastStep }
        let step = await withCheckedContinuation { stepWaiter = $0 }
        return remember(step)
    }

    /// The step the flow stopped at: the last one handed out by `nextStep()`, or the next one when
    /// none was read yet.
    ///
    /// The module that starts a flow reads its first step and hands the flow on in its route; the
    /// module built with it (CreatePin, PinChallenge) reads the same step here, so the request
    /// travels with the flow.
    func currentStep() async -> ChallengeStep {
        if let lastStep { return lastStep }
        return await nextStep()
    }

    /// Answers the challenge the flow is waiting on with `answer` of any kind.
    func respond(_ answer: Answer) {
        resumeAnswer(answer)
    }

    /// Cancels the challenge the flow is waiting on; the engine ends the flow with nothing written.
    func cancel() {
        resumeAnswer(.cancel)
    }

    /// Cancels whatever the flow is waiting on and waits until the engine has finished, so nothing
    /// is left half-written when the app exits.
    package func cancelAndWait() async {
        isCancelled = true
        resumeAnswer(.cancel)
        await task?.value
        // A question the engine posted before it saw the cancel will never be answered; only how
        // the flow ended is left to read.
        queuedSteps.removeAll { !$0.isFinal }
    }

    /// Cancels the flow as `cancelAndWait()` does, and the engine's task too: for a flow that
    /// works for long between questions (the device grant polls for minutes) and stops at a
    /// task's cancel, which no answer would reach until its next question.
    package func cancelWorkAndWait() async {
        task?.cancel()
        await cancelAndWait()
    }

    private func remember(_ step: ChallengeStep) -> ChallengeStep {
        lastStep = step
        return step
    }

    private func resumeAnswer(_ answer: Answer) {
        guard let waiter = answerWaiter else { return }
        answerWaiter = nil
        waiter.resume(returning: answer)
    }

    fileprivate func post(_ step: ChallengeStep) {
        if let waiter = stepWaiter {
            stepWaiter = nil
            waiter.resume(returning: step)
        } else {
            queuedSteps.append(step)
        }
    }

    /// Called by the engine's responder: shows `step` and waits for the app's answer.
    fileprivate func ask(_ step: ChallengeStep) async -> Answer {
        // After cancelAndWait, every later question is declined at once: nobody will answer it.
        if isCancelled { return .cancel }
        post(step)
        return await withCheckedContinuation { answerWaiter = $0 }
    }
}

extension ChallengeFlow: Equatable {
    /// The same flow: flows compare by identity, so a route carrying one is equal only to a route
    /// carrying that very flow.
    package static func == (left: ChallengeFlow, right: ChallengeFlow) -> Bool {
        left === right
    }
}

extension ChallengeStep {
    var isFinal: Bool {
        switch self {
        case .finished, .failed: true
        case .enterPin, .createPin, .openBrowser, .showDeviceCode, .answerChallengeCode, .confirmBiometric,
            .enterPassword,
            .decidePush, .enterOneTimePassword:
            false
        }
    }
}

/// The responder the engine calls during a `ChallengeFlow`: each challenge the app has a screen
/// for becomes a step; the others are declined, which the engine treats as a cancel.
struct FlowResponder: ChallengeResponder {
    let flow: ChallengeFlow

    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret> {
        secretAnswer(await flow.ask(.createPin(NewPinRequest(challenge))))
    }

    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> {
        secretAnswer(await flow.ask(.enterPin(PinRequest(challenge))))
    }

    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String> {
        textAnswer(await flow.ask(.openBrowser(url: challenge.url)))
    }

    func respond(to challenge: DeviceCodeChallenge) async -> ChallengeAnswer<Void> {
        switch await flow.ask(.showDeviceCode(DeviceCode(challenge))) {
        case .acknowledged: .answer(())
        case .secret, .text, .biometric, .pushDecision, .cancel: .cancel
        }
    }

    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String> {
        let request = CustomChallengeRequest(
            code: challenge.challengeCode, status: challenge.status.map(CustomChallengeStatus.init))
        return textAnswer(await flow.ask(.answerChallengeCode(request)))
    }

    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> {
        switch await flow.ask(.confirmBiometric(SensorReason(challenge.reason))) {
        case .biometric(.recognised): .answer(.recognised)
        case .biometric(.notRecognised): .answer(.notRecognised)
        case .biometric(.usePin): .answer(.usePin)
        case .secret, .text, .pushDecision, .acknowledged, .cancel: .cancel
        }
    }

    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret> {
        secretAnswer(await flow.ask(.enterPassword(previousAttemptFailed: challenge.previousAttemptFailed)))
    }

    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision> {
        switch await flow.ask(.decidePush(PushRequest(challenge.request))) {
        case .pushDecision(let accept): .answer(accept ? .accept : .deny)
        case .secret, .text, .biometric, .acknowledged, .cancel: .cancel
        }
    }

    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String> {
        textAnswer(await flow.ask(.enterOneTimePassword(PushRequest(challenge.request))))
    }

    private func textAnswer(_ answer: ChallengeFlow.Answer) -> ChallengeAnswer<String> {
        switch answer {
        case .text(let text) where !text.isEmpty: .answer(text)
        case .text, .secret, .biometric, .pushDecision, .acknowledged, .cancel: .cancel
        }
    }

    private func secretAnswer(_ answer: ChallengeFlow.Answer) -> ChallengeAnswer<Secret> {
        switch answer {
        case .secret(let secret) where !secret.isEmpty: .answer(secret.engineSecret)
        case .secret, .text, .biometric, .pushDecision, .acknowledged, .cancel: .cancel
        }
    }
}
