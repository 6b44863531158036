import Interactors

/// Asks for a new PIN and its confirmation until the registration (or PIN change) in progress
/// accepts one, or the person cancels (an empty line at `New PIN` or the end of input). Retries
/// are unlimited.
@MainActor
public final class CreatePinPresenter: CreatePinPresenting {
    private enum State {
        /// Before `viewDidLoad`.
        case loading
        /// Waiting for a new PIN under the request's rules.
        case newPin(NewPinRequest)
        /// Waiting for `first` to be typed again.
        case confirmation(NewPinRequest, first: SecretInput)
        /// The registration ended and the router was told; further lines are ignored.
        case ended
    }

    private static let module = "CreatePin"

    /// The view, held weakly: the view owns this presenter. Set once by the module's builder.
    public weak var view: (any CreatePinViewInterface)?
    private weak var router: (any CreatePinRouting)?
    private let interactor: any CreatePinInteracting
    private let tracer: Tracer
    private let purpose: ChallengePurpose
    private let profileId: String?
    private let text: CreatePinText
    private var state = State.loading

    /// A presenter answering the flow in progress, which serves `purpose` (a registration, or a PIN
    /// change of `profileId`), through `interactor` and routing to `router`.
    public init(
        interactor: any CreatePinInteracting, router: any CreatePinRouting, tracer: Tracer,
        purpose: ChallengePurpose = .signIn, profileId: String? = nil
    ) {
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
        self.purpose = purpose
        self.profileId = profileId
        text = CreatePinText(purpose: purpose)
    }

    /// Explains the rules and asks for the new PIN.
    public func viewDidLoad() async {
        trace(.presenter, .interactor, "current step")
        guard let step = await interactor.currentStep() else {
            trace(.interactor, .presenter, "no flow in progress")
            end(notice: text.nothingInProgress)
            return
        }
        trace(.interactor, .presenter, step.traceSummary)
        if case .createPin(let request) = step {
            view?.showHeading(
                title: text.title, lines: PinRuleText.summary(of: request.rules) + [text.cancelHint])
        }
        await handle(step)
    }

    /// Takes the new PIN, then its confirmation.
    public func didSubmit(_ line: String) async {
        let pin = SecretInput(line)
        switch state {
        case .newPin(let request):
            trace(.view, .presenter, pin.isEmpty ? "empty line" : "new PIN (\(pin.count) characters)")
            await choose(pin, under: request)
        case .confirmation(let request, let first):
            trace(.view, .presenter, "confirmation (\(pin.count) characters)")
            await confirm(pin, matching: first, under: request)
        case .loading, .ended:
            return
        }
    }

    /// Cancels the registration, leaving nothing saved.
    public func viewDidReachEndOfInput() async {
        trace(.view, .presenter, "end of input")
        switch state {
        case .newPin, .confirmation: await cancel()
        case .loading, .ended: return
        }
    }

    private func choose(_ pin: SecretInput, under request: NewPinRequest) async {
        if pin.isEmpty {
            await cancel()
            return
        }
        trace(.presenter, .interactor, "check the PIN rules")
        let broken = interactor.brokenRules(of: pin, under: request.rules)
        // The count only: which rules a PIN breaks says something about the PIN.
        trace(.interactor, .presenter, "rules broken: \(broken.count)")
        guard broken.isEmpty else {
            view?.showErrors(broken.map(PinRuleText.message))
            return
        }
        state = .confirmation(request, first: pin)
        view?.ask(CreatePinText.confirmPrompt)
    }

    private func confirm(
        _ pin: SecretInput, matching first: SecretInput, under request: NewPinRequest
    ) async {
        guard pin == first else {
            view?.showErrors([CreatePinText.mismatch])
            askForNewPin(request)
            return
        }
        view?.showProgress(text.registering)
        trace(.presenter, .interactor, "choose the PIN (\(pin.count) characters)")
        let step = await interactor.choose(pin)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        await handle(step)
    }

    private func handle(_ step: ChallengeStep) async {
        switch step {
        case .createPin(let request):
            // The first request explains itself in the heading; a later one says why the PIN was refused.
            if let problem = request.previousProblem { view?.showErrors([PinRuleText.message(for: problem)]) }
            askForNewPin(request)
        case .finished(.signedIn(let session)):
            state = .ended
            view?.showSuccess(CreatePinText.signedIn(session.fullName))
            trace(.presenter, .router, "signed in")
            router?.createPinDidSignIn(profileId: session.profileId)
        case .finished(.pinChanged(let session)):
            state = .ended
            view?.showSuccess(CreatePinText.pinChanged)
            trace(.presenter, .router, "PIN changed")
            router?.createPinDidChangePin(profileId: session.profileId)
        case .failed(.cancelled):
            end(notice: text.cancelled)
        case .failed(let error):
            end(notice: ErrorPresentation(error).notice)
        case .enterPin, .openBrowser, .answerChallengeCode, .confirmBiometric, .enterPassword, .decidePush,
            .enterOneTimePassword, .finished(.pushRequestsHandled), .finished(.authenticatorRegistered):
            // Choosing a PIN is followed by none of these; end it rather than answer the wrong question.
            await cancel()
        }
    }

    private func askForNewPin(_ request: NewPinRequest) {
        state = .newPin(request)
        view?.ask(CreatePinText.newPinPrompt)
    }

    private func cancel() async {
        trace(
            .presenter, .interactor,
            purpose == .pinChange ? "cancel the PIN change" : "cancel the registration")
        await interactor.cancel()
        end(notice: text.cancelled)
    }

    private func end(notice: String?) {
        state = .ended
        if purpose == .pinChange {
            trace(.presenter, .router, "PIN change ended")
            router?.createPinDidEnd(profileId: profileId, notice: notice)
        } else {
            trace(.presenter, .router, "registration ended")
            router?.createPinDidEnd(notice: notice)
        }
    }

    private func trace(_ from: Layer, _ to: Layer, _ message: @autoclosure () -> String) {
        tracer.hop(from, to, in: Self.module, message())
    }
}
