import Interactors

/// Answers one push request of the handling the Mobile authentication screen began: accept or deny
/// it, then confirm with the preferred authenticator (sensor, password or PIN, falling back to the
/// PIN as at login), or type its one-time code.
///
/// When the handling moves on to the next request, a new PushConfirmation screen takes it; when
/// the handling ends, the results are shown and the person goes back to the Mobile authentication
/// list. A wrong PIN or password means something else here than at login (the request is denied
/// and the profile logged out, no second attempt): that, like an error saying the session is over,
/// ends the session through `SessionEndPolicy`.
@MainActor
package final class PushConfirmationPresenter: PushConfirmationPresenting {
    enum State {
        /// Before `viewDidLoad`: the request is not shown yet.
        case loading
        /// The request waits for accept or deny.
        case deciding
        /// The accepted request waits for the PIN.
        case enteringPin(PinRequest)
        /// The accepted request waits for the (simulated) sensor of the preferred biometric.
        case confirmingWithSensor
        /// The accepted request waits for the preferred password.
        case enteringPassword
        /// The one-time-password request waits for the code.
        case enteringCode
        /// The router was told; further answers are ignored.
        case ended
    }

    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    package weak var view: (any PushConfirmationViewInterface)?
    private weak var router: (any PushConfirmationRouting)?
    let interactor: any PushConfirmationInteracting
    private let sessionEnd: SessionEndPolicy
    private let handling: PushHandling
    var state = State.loading
    /// What the request was last answered with, to say which answer was wrong.
    var answeredWith = Authenticator.pin

    /// A presenter for the request `handling` stopped at, answering it through `interactor` (built
    /// with `handling`), reporting to `router`.
    package init(
        handling: PushHandling, interactor: any PushConfirmationInteracting,
        router: any PushConfirmationRouting
    ) {
        self.handling = handling
        self.interactor = interactor
        self.router = router
        sessionEnd = SessionEndPolicy(
            owner: .profile(handling.profileId), interactor: interactor, router: router)
    }

    /// Shows the request the handling stopped at, and asks its first question.
    package func viewDidLoad() async {
        await show(await interactor.currentStep())
    }

    /// Accepts or denies the request being decided.
    package func didChoose(_ decision: DecisionAnswer) async {
        guard case .deciding = state else { return }
        await decide(decision.decision)
    }

    /// Confirms the accepted request with the sensor's answer.
    package func didChoose(_ answer: SensorAnswer) async {
        guard case .confirmingWithSensor = state else { return }
        await submitSensor(answer.result)
    }

    /// Takes the PIN, the password or the code asked for.
    package func didEnter(_ text: String) async {
        switch state {
        case .enteringPin(let request): await confirm(SecretInput(text), request)
        case .enteringPassword: await submitPassword(SecretInput(text))
        case .enteringCode: await enterCode(text)
        case .loading, .deciding, .confirmingWithSensor, .ended: return
        }
    }

    /// Leaves the request pending, or uses the PIN instead of the sensor or password.
    package func didCancel() async {
        switch state {
        case .deciding, .enteringPin, .enteringCode: await leavePending()
        case .confirmingWithSensor, .enteringPassword: await usePinInstead()
        case .loading, .ended: return
        }
    }

    /// End of input: the request stays pending; the session is untouched.
    package func viewDidReachEndOfInput() async {
        switch state {
        case .deciding, .enteringPin, .confirmingWithSensor, .enteringPassword, .enteringCode:
            state = .ended
            await cancelHandling()
        case .loading, .ended:
            return
        }
    }

    // MARK: Where the handling goes next

    /// Shows `step`: a question of this request, the next request, or how the handling ended.
    func show(_ step: PushStep) async {
        switch step {
        case .decide(let request):
            guard case .loading = state else { return nextRequest() }
            state = .deciding
            view?.showHeading(
                title: PushConfirmationText.decisionTitle,
                lines: PushConfirmationText.requestLines(request, now: interactor.now()))
            view?.ask(PushConfirmationText.decisionQuestion)
        case .enterCode(let request):
            guard case .loading = state else { return nextRequest() }
            state = .enteringCode
            view?.showHeading(
                title: PushConfirmationText.codeTitle,
                lines: PushConfirmationText.requestLines(request, now: interactor.now()))
            view?.ask(PushConfirmationText.codeQuestion)
        case .enterPin(let request):
            state = .enteringPin(request)
            view?.showLines(PushConfirmationText.pinLines(request))
            view?.ask(PushConfirmationText.pinQuestion)
        case .confirmWithSensor(let reason):
            state = .confirmingWithSensor
            view?.showLines([SensorText.request(reason), SensorText.instructions(pinAllowed: true)])
            view?.ask(PushConfirmationText.sensorQuestion)
        case .enterPassword:
            state = .enteringPassword
            view?.showLines(PushConfirmationText.passwordLines)
            view?.ask(PushConfirmationText.passwordQuestion)
        case .handled(let outcomes):
            await finish(outcomes)
        case .failed(.cancelled):
            view?.showLines([PushRequestText.result(.leftPending)])
            backToList()
        case .failed(let error):
            if await endsSession(after: error) { return }
            view?.showError(.failure(ErrorPresentation(error)))
            backToList()
        case .unanswerable:
            view?.showError(.problem(PushRequestText.unexpectedQuestion))
            backToList()
        }
    }

    private func finish(_ outcomes: [PushOutcome]) async {
        view?.showLines(PushRequestText.results(outcomes, answeredWith: answeredWith))
        guard let failed = outcomes.first(where: { $0.result == .authenticationFailed }) else {
            return backToList()
        }
        // The server has revoked the profile's sessions: the session is over here too.
        state = .ended
        await sessionEnd.endSession(notice: .pushConfirmationFailed(failed, answeredWith: answeredWith))
    }

    private func nextRequest() {
        state = .ended
        router?.pushConfirmationDidReachNextRequest(handling)
    }

    private func backToList() {
        state = .ended
        router?.pushConfirmationDidFinish(profileId: handling.profileId)
    }

    /// Cancels the question asked now; at the sensor or the password a cancel means "use the PIN",
    /// so the PIN is cancelled as well. The request stays pending.
    private func cancelHandling() async {
        var step: PushStep
        repeat {
            step = await interactor.leavePending()
        } while step.asksForPin
    }

    /// Ends the session through the policy when `error` means it is over; true when it left.
    @discardableResult
    private func endsSession(after error: AppError) async -> Bool {
        guard await sessionEnd.endsSession(after: error) else { return false }
        state = .ended
        return true
    }
}

extension PushStep {
    fileprivate var asksForPin: Bool {
        if case .enterPin = self { return true }
        return false
    }
}
