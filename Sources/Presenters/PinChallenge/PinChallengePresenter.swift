import Interactors

/// Asks for the PIN of the login in progress until it is right, the profile is deregistered, or
/// the person cancels (an empty line or the end of input, never counted as an attempt).
@MainActor
public final class PinChallengePresenter: PinChallengePresenting {
    private enum State {
        /// Before `viewDidLoad`.
        case loading
        /// The login waits for the PIN.
        case waitingForPin(PinRequest)
        /// The login ended and the router was told; further lines are ignored.
        case ended
    }

    private static let module = "PinChallenge"

    /// The view, held weakly: the view owns this presenter. Set once by the module's builder.
    public weak var view: (any PinChallengeViewInterface)?
    private weak var router: (any PinChallengeRouting)?
    private let interactor: any PinChallengeInteracting
    private let tracer: Tracer
    private var state = State.loading

    /// A presenter answering the login in progress through `interactor` and routing to `router`.
    public init(interactor: any PinChallengeInteracting, router: any PinChallengeRouting, tracer: Tracer) {
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
    }

    /// Shows the PIN prompt of the login in progress.
    public func viewDidLoad() async {
        trace(.presenter, .interactor, "current step")
        guard let step = await interactor.currentStep() else {
            trace(.interactor, .presenter, "no login in progress")
            end(notice: PinChallengeText.noLogin)
            return
        }
        trace(.interactor, .presenter, step.traceSummary)
        guard case .enterPin(let request) = step else {
            await handle(step)
            return
        }
        state = .waitingForPin(request)
        view?.showHeading(title: PinChallengeText.title, lines: PinChallengeText.introduction(request))
        view?.ask(PinChallengeText.pinPrompt)
    }

    /// Checks the PIN typed, or cancels on an empty line.
    public func didSubmit(_ line: String) async {
        guard case .waitingForPin(let request) = state else { return }
        let pin = SecretInput(line)
        trace(.view, .presenter, pin.isEmpty ? "empty line" : "PIN (\(pin.count) characters)")
        if pin.isEmpty {
            await cancel(notice: PinChallengeText.cancelled)
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
        await handle(step)
    }

    /// Cancels the login: the end of input is never an attempt.
    public func viewDidReachEndOfInput() async {
        trace(.view, .presenter, "end of input")
        guard case .waitingForPin = state else { return }
        await cancel(notice: nil)
    }

    private func handle(_ step: ChallengeStep) async {
        switch step {
        case .enterPin(let request):
            state = .waitingForPin(request)
            view?.showError(PinChallengeText.wrongPin(request))
        case .finished(.signedIn(let session)):
            state = .ended
            trace(.presenter, .router, "signed in")
            router?.pinChallengeDidSignIn(profileId: session.profileId)
        case .failed(.profileDeregistered(let cause)):
            state = .ended
            trace(.presenter, .router, "deregistered")
            router?.pinChallengeDidDeregister(notice: DeregistrationText.message(for: cause))
        case .failed(.cancelled):
            end(notice: PinChallengeText.cancelled)
        case .failed(let error):
            end(notice: ErrorPresentation(error).notice)
        case .createPin, .openBrowser, .answerChallengeCode, .confirmBiometric, .enterPassword, .decidePush,
            .enterOneTimePassword, .finished(.pushRequestsHandled):
            // A PIN login asks none of these next; end it rather than answer the wrong question.
            await cancel(notice: PinChallengeText.cancelled)
        }
    }

    private func cancel(notice: String?) async {
        trace(.presenter, .interactor, "cancel the login")
        await interactor.cancel()
        end(notice: notice)
    }

    private func end(notice: String?) {
        state = .ended
        trace(.presenter, .router, "login ended")
        router?.pinChallengeDidEnd(notice: notice)
    }

    private func trace(_ from: Layer, _ to: Layer, _ message: @autoclosure () -> String) {
        tracer.hop(from, to, in: Self.module, message())
    }
}
