import Interactors

/// Asks for a new PIN and its confirmation until its route's flow (a registration or a PIN
/// change) accepts one, or the person cancels (an empty line at `New PIN` or the end of input).
/// Retries are unlimited.
///
/// What the new PIN is for is its route's goal, picked by the initializer the builder calls: the
/// words that differ and where the person goes next.
@MainActor
package final class CreatePinPresenter: CreatePinPresenting {
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

    /// The view, held weakly: the view owns this presenter. Set once by the module's builder.
    package weak var view: (any CreatePinViewInterface)?
    private let interactor: any CreatePinInteracting
    private let goal: any CreatePinGoal
    private var state = State.loading

    /// The new PIN of a registration (the `createPin` route), answering it through `interactor`
    /// (built with it) and routing to `router`.
    package convenience init(
        interactor: any CreatePinInteracting, router: any CreatePinRouting
    ) {
        self.init(interactor: interactor, goal: RegistrationGoal(router: router))
    }

    /// The new PIN of `profileId`'s PIN change (the `changePinNew` route).
    package convenience init(
        profileId: ProfileID, interactor: any ChangePinNewInteracting, router: any ChangePinNewRouting
    ) {
        let sessionEnd = SessionEndPolicy(owner: .profile(profileId), interactor: interactor, router: router)
        self.init(
            interactor: interactor,
            goal: ChangePinNewGoal(profileId: profileId, router: router, sessionEnd: sessionEnd))
    }

    private init(interactor: any CreatePinInteracting, goal: any CreatePinGoal) {
        self.interactor = interactor
        self.goal = goal
    }

    private var text: CreatePinText { goal.text }

    /// Explains the rules and asks for the new PIN.
    package func viewDidLoad() async {
        let step = await interactor.currentStep()
        if case .chooseNewPin(let request) = step {
            view?.showHeading(
                title: text.title, lines: PinRuleText.summary(of: request.rules) + [text.cancelHint])
        }
        await handle(step)
    }

    /// Takes the new PIN, then its confirmation.
    package func didEnter(_ text: String) async {
        let pin = SecretInput(text)
        switch state {
        case .newPin(let request):
            await choose(pin, under: request)
        case .confirmation(let request, let first):
            await confirm(pin, matching: first, under: request)
        case .loading, .ended:
            return
        }
    }

    /// Cancels the flow, leaving nothing saved.
    package func didCancel() async {
        switch state {
        case .newPin, .confirmation: await cancel()
        case .loading, .ended: return
        }
    }

    /// Cancels the flow, leaving nothing saved.
    package func viewDidReachEndOfInput() async {
        await didCancel()
    }

    private func choose(_ pin: SecretInput, under request: NewPinRequest) async {
        let broken = interactor.brokenRules(of: pin, under: request.rules)
        guard broken.isEmpty else {
            for rule in broken { view?.showError(.problem(PinRuleText.message(for: rule))) }
            return
        }
        state = .confirmation(request, first: pin)
        view?.ask(CreatePinText.confirmQuestion)
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
        let step = await interactor.choose(pin)
        view?.hideProgress()
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
            goal.succeed(with: session)
        case .failed(.cancelled):
            end(notice: .cancelled(text.flow))
        case .failed(let error):
            state = .ended
            if await goal.endsSession(after: error) { return }
            end(notice: .flowFailed(error))
        }
    }

    private func askForNewPin(_ request: NewPinRequest) {
        state = .newPin(request)
        view?.ask(CreatePinText.newPinQuestion)
    }

    private func cancel() async {
        await interactor.cancel()
        end(notice: .cancelled(text.flow))
    }

    private func end(notice: RouteNotice?) {
        state = .ended
        goal.end(notice: notice)
    }
}
