import Interactors

/// Proves the person is the profile's owner in the flow in progress: asks for the PIN until it is
/// right, the profile is deregistered, or the person cancels (an empty line or the end of input,
/// never counted as an attempt). A login whose preferred authenticator is the biometric sensor or
/// the password asks that first; the engine falls back to the PIN when it fails or is declined.
/// Registering an authenticator asks the PIN, then enrols the sensor or chooses the password.
@MainActor
public final class PinChallengePresenter: PinChallengePresenting {
    private enum State {
        /// Before `viewDidLoad`.
        case loading
        /// The flow waits for the PIN.
        case waitingForPin(PinRequest)
        /// The flow waits for the (simulated) sensor.
        case waitingForSensor
        /// A login waits for the password of the preferred password authenticator.
        case waitingForPassword
        /// A registration waits for the new authenticator's password.
        case choosingPassword
        /// A registration waits for `first` to be typed again.
        case confirmingPassword(first: SecretInput)
        /// The flow ended and the router was told; further lines are ignored.
        case ended
    }

    private static let module = "PinChallenge"

    /// The view, held weakly: the view owns this presenter. Set once by the module's builder.
    public weak var view: (any PinChallengeViewInterface)?
    private weak var router: (any PinChallengeRouting)?
    private let interactor: any PinChallengeInteracting
    private let tracer: Tracer
    private let purpose: ChallengePurpose
    private let profileId: String?
    private let text: PinChallengeText
    private var state = State.loading
    /// The authenticator a registration enrols, known once its question is asked.
    private var enrolling: Authenticator?

    /// A presenter answering the flow in progress, which serves `purpose` for `profileId` (the
    /// profile a signed-in screen started it for), through `interactor`, routing to `router`.
    public init(
        interactor: any PinChallengeInteracting, router: any PinChallengeRouting, tracer: Tracer,
        purpose: ChallengePurpose = .signIn, profileId: String? = nil
    ) {
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
        self.purpose = purpose
        self.profileId = profileId
        text = PinChallengeText(purpose: purpose)
    }

    /// Shows the first question of the flow in progress.
    public func viewDidLoad() async {
        trace(.presenter, .interactor, "current step")
        guard let step = await interactor.currentStep() else {
            trace(.interactor, .presenter, "no flow in progress")
            end(notice: text.nothingInProgress)
            return
        }
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step, problem: nil)
    }

    /// Takes the answer to the question asked, or cancels on an empty line.
    public func didSubmit(_ line: String) async {
        switch state {
        case .waitingForPin(let request): await submitPin(SecretInput(line), for: request)
        case .waitingForSensor: await submitSensor(line)
        case .waitingForPassword: await submitPassword(SecretInput(line))
        case .choosingPassword: await choosePassword(SecretInput(line))
        case .confirmingPassword(let first): await confirmPassword(SecretInput(line), matching: first)
        case .loading, .ended: return
        }
    }

    /// Cancels the flow: the end of input is never an attempt.
    public func viewDidReachEndOfInput() async {
        trace(.view, .presenter, "end of input")
        switch state {
        case .loading, .ended: return
        default: await cancel(notice: nil)
        }
    }

    private func submitPin(_ pin: SecretInput, for request: PinRequest) async {
        trace(.view, .presenter, pin.isEmpty ? "empty line" : "PIN (\(pin.count) characters)")
        if pin.isEmpty {
            await cancel(notice: text.cancelled)
            return
        }
        guard request.admits(pin) else {
            view?.showError(PinChallengeText.notAPin(request))
            return
        }
        view?.showProgress(PinChallengeText.checking)
        trace(.presenter, .interactor, "answer with PIN (\(pin.count) characters)")
        let step = await interactor.answer(pin)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step, problem: nil)
    }

    private func submitSensor(_ line: String) async {
        let input = line.trimmingCharacters()
        trace(.view, .presenter, input.isEmpty ? "empty line" : "sensor answer \"\(input)\"")
        guard !input.isEmpty else {
            // Declined: a login falls back to the PIN, a registration ends.
            await decline(problem: nil)
            return
        }
        guard let result = SensorAnswer.result(for: input, allowsPin: purpose == .signIn) else {
            view?.showError(text.sensorUnknown)
            return
        }
        view?.showProgress(text.checkingOther)
        trace(.presenter, .interactor, "sensor: \(result)")
        let step = await interactor.confirmBiometric(result)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step, problem: result == .notRecognised ? PinChallengeText.notRecognised : nil)
    }

    private func submitPassword(_ password: SecretInput) async {
        trace(.view, .presenter, password.isEmpty ? "empty line" : "password (\(password.count) characters)")
        guard !password.isEmpty else {
            await decline(problem: nil)
            return
        }
        view?.showProgress(text.checkingOther)
        trace(.presenter, .interactor, "answer with password (\(password.count) characters)")
        let step = await interactor.answer(password)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step, problem: PinChallengeText.wrongPassword)
    }

    private func choosePassword(_ password: SecretInput) async {
        trace(
            .view, .presenter, password.isEmpty ? "empty line" : "new password (\(password.count) characters)"
        )
        guard !password.isEmpty else {
            await cancel(notice: text.cancelled)
            return
        }
        // The same rules as an account's password, checked before the confirmation is asked.
        if let problem = NewPassword.problem(in: password) {
            view?.showError(SignUpProblemText.message(for: problem))
            view?.ask(PinChallengeText.newPasswordPrompt)
            return
        }
        state = .confirmingPassword(first: password)
        view?.ask(PinChallengeText.confirmPasswordPrompt)
    }

    private func confirmPassword(_ password: SecretInput, matching first: SecretInput) async {
        trace(.view, .presenter, "password confirmation (\(password.count) characters)")
        guard password == first else {
            view?.showError(PinChallengeText.passwordMismatch)
            state = .choosingPassword
            view?.ask(PinChallengeText.newPasswordPrompt)
            return
        }
        view?.showProgress(text.checkingOther)
        trace(.presenter, .interactor, "answer with the new password (\(password.count) characters)")
        let step = await interactor.answer(password)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step, problem: nil)
    }

    private func decline(problem: String?) async {
        trace(.presenter, .interactor, "decline")
        let step = await interactor.decline()
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step, problem: problem)
    }

    /// Shows the next question, or routes how the flow ended. `problem` is what was wrong with the
    /// answer just given, shown when the flow asks again or falls back to the PIN.
    private func handle(_ step: ChallengeStep, problem: String?) async {
        let isFirst = if case .loading = state { true } else { false }
        switch step {
        case .enterPin(let request):
            let wasPin = if case .waitingForPin = state { true } else { false }
            state = .waitingForPin(request)
            if wasPin {
                view?.showError(PinChallengeText.wrongPinWithAttempts(request))
                return
            }
            if let problem { view?.showError(problem) }
            show(text.pinIntroduction(request, afterOther: !isFirst), first: isFirst)
            view?.ask(PinChallengeText.pinPrompt)
        case .confirmBiometric(let reason):
            enrolling = .biometric
            if let problem { view?.showError(problem) }
            state = .waitingForSensor
            show([SensorText.request(reason), text.sensorInstructions], first: isFirst)
            view?.ask(PinChallengeText.sensorPrompt)
        case .enterPassword:
            enrolling = .password
            if let problem { view?.showError(problem) }
            if purpose == .authenticatorRegistration {
                state = .choosingPassword
                show(PinChallengeText.choosePassword, first: isFirst)
                view?.ask(PinChallengeText.newPasswordPrompt)
            } else {
                state = .waitingForPassword
                show(PinChallengeText.enterPassword, first: isFirst)
                view?.ask(PinChallengeText.passwordPrompt)
            }
        case .createPin where purpose == .pinChange:
            state = .ended
            trace(.presenter, .router, "new PIN requested")
            router?.pinChallengeNeedsNewPin(profileId: profileId)
        case .finished(.signedIn(let session)):
            state = .ended
            trace(.presenter, .router, "signed in")
            router?.pinChallengeDidSignIn(profileId: session.profileId)
        case .finished(.authenticatorRegistered):
            state = .ended
            trace(.presenter, .router, "authenticator registered")
            router?.pinChallengeDidRegisterAuthenticator(
                profileId: profileId, notice: PinChallengeText.registered(enrolling))
        case .failed(.profileDeregistered(let cause)):
            state = .ended
            trace(.presenter, .router, "deregistered")
            router?.pinChallengeDidDeregister(notice: DeregistrationText.message(for: cause))
        case .failed(.cancelled):
            end(notice: problem.map { "\($0) \(text.cancelled)" } ?? text.cancelled)
        case .failed(let error):
            end(notice: ErrorPresentation(error).notice)
        case .createPin, .openBrowser, .answerChallengeCode, .decidePush, .enterOneTimePassword,
            .finished(.pinChanged), .finished(.pushRequestsHandled):
            // This flow asks none of these here; end it rather than answer the wrong question.
            await cancel(notice: text.cancelled)
        }
    }

    /// The lines of the next question: under the title when it is the first one.
    private func show(_ lines: [String], first: Bool) {
        if first {
            view?.showHeading(title: text.title, lines: lines)
        } else {
            view?.showLines(lines)
        }
    }

    private func cancel(notice: String?) async {
        trace(.presenter, .interactor, "cancel the flow")
        await interactor.cancel()
        end(notice: notice)
    }

    private func end(notice: String?) {
        state = .ended
        trace(.presenter, .router, purpose == .signIn ? "login ended" : "flow ended")
        if purpose == .signIn {
            router?.pinChallengeDidEnd(notice: notice)
        } else {
            router?.pinChallengeDidEnd(profileId: profileId, notice: notice)
        }
    }

    private func trace(_ from: Layer, _ to: Layer, _ message: @autoclosure () -> String) {
        tracer.hop(from, to, in: Self.module, message())
    }
}
