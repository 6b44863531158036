import Interactors

/// Asks for a new PIN and its confirmation until the flow in progress (a registration or a PIN
/// change) accepts one, or the person cancels (an empty line at `New PIN` or the end of input).
/// Retries are unlimited.
///
/// What the new PIN is for is its route's goal, picked by the initializer the builder calls: the
/// words that differ and where the person goes next.
@MainActor
public final class CreatePinPresenter: CreatePinPresenting {
    private enum State {
        /// Before `viewDidLoad`.
        case loading
        /// Waiting for a new PIN under the request's rules.
        case newPin(NewPinRequest)
        /// Waiting for `first` to be typed again.
        case confirmation(NewPinRequest, first: SecretInput)
        /// The flow ended and the router was told; further lines are ignored.
        case ended
    }

    private static let module = "CreatePin"

    /// The view, held weakly: the view owns this presenter. Set once by the module's builder.
    public weak var view: (any CreatePinViewInterface)?
    private let interactor: any CreatePinInteracting
    private let goal: any CreatePinGoal
    private let tracer: Tracer
    private var state = State.loading

    /// The new PIN of a registration (the `createPin` route), answering the flow in progress
    /// through `interactor` and routing to `router`.
    public convenience init(
        interactor: any CreatePinInteracting, router: any CreatePinRouting, tracer: Tracer
    ) {
        self.init(interactor: interactor, goal: RegistrationGoal(router: router), tracer: tracer)
    }

    /// The new PIN of `profileId`'s PIN change (the `changePinNew` route).
    public convenience init(
        profileId: String, interactor: any ChangePinNewInteracting, router: any ChangePinNewRouting,
        tracer: Tracer
    ) {
        let sessionEnd = SessionEndPolicy(
            profileId: profileId, interactor: interactor, router: router, tracer: tracer, module: Self.module)
        self.init(
            interactor: interactor,
            goal: ChangePinNewGoal(profileId: profileId, router: router, sessionEnd: sessionEnd),
            tracer: tracer)
    }

    private init(interactor: any CreatePinInteracting, goal: any CreatePinGoal, tracer: Tracer) {
        self.interactor = interactor
        self.goal = goal
        self.tracer = tracer
    }

    private var text: CreatePinText { goal.text }

    /// Explains the rules and asks for the new PIN.
    public func viewDidLoad() async {
        trace(.presenter, .interactor, "current step")
        guard let step = await interactor.currentStep() else {
            trace(.interactor, .presenter, "no flow in progress")
            end(notice: text.nothingInProgress)
            return
        }
        trace(.interactor, .presenter, summary(of: step))
        if case .chooseNewPin(let request) = step {
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

    /// Cancels the flow, leaving nothing saved.
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
            for rule in broken { view?.showError(.problem(PinRuleText.message(for: rule))) }
            return
        }
        state = .confirmation(request, first: pin)
        view?.ask(CreatePinText.confirmPrompt)
    }

    private func confirm(
        _ pin: SecretInput, matching first: SecretInput, under request: NewPinRequest
    ) async {
        guard pin == first else {
            view?.showError(.problem(CreatePinText.mismatch))
            askForNewPin(request)
            return
        }
        view?.showProgress(text.settingPin)
        trace(.presenter, .interactor, "choose the PIN (\(pin.count) characters)")
        let step = await interactor.choose(pin)
        view?.hideProgress()
        trace(.interactor, .presenter, summary(of: step))
        await handle(step)
    }

    private func handle(_ step: NewPinStep) async {
        switch step {
        case .chooseNewPin(let request):
            // The first request explains itself in the heading; a later one says why the PIN was refused.
            if let problem = request.previousProblem {
                view?.showError(.problem(PinRuleText.message(for: problem)))
            }
            askForNewPin(request)
        case .succeeded(let session):
            state = .ended
            view?.showSuccess(text.succeeded(session))
            trace(.presenter, .router, goal.successTrace)
            goal.succeed(with: session)
        case .failed(.cancelled):
            end(notice: text.cancelled)
        case .failed(let error):
            state = .ended
            if await goal.endsSession(after: error) { return }
            end(notice: ErrorPresentation(error).notice)
        }
    }

    private func askForNewPin(_ request: NewPinRequest) {
        state = .newPin(request)
        view?.ask(CreatePinText.newPinPrompt)
    }

    private func cancel() async {
        trace(.presenter, .interactor, goal.cancelTrace)
        await interactor.cancel()
        end(notice: text.cancelled)
    }

    private func end(notice: String?) {
        state = .ended
        trace(.presenter, .router, goal.endTrace)
        goal.end(notice: notice)
    }

    /// The step as an `Interactor -> Presenter` trace line names it; never a secret, nor which
    /// rule refused the previous PIN (that would say something about it).
    private func summary(of step: NewPinStep) -> String {
        switch step {
        case .chooseNewPin(let request):
            request.previousProblem == nil ? "new PIN requested" : "new PIN requested again (refused)"
        case .succeeded(let session): goal.traceSummary(of: session)
        case .failed(let error): "failed: \(error)"
        }
    }

    private func trace(_ from: Layer, _ to: Layer, _ message: @autoclosure () -> String) {
        tracer.hop(from, to, in: Self.module, message())
    }
}
