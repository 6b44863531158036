import Interactors

/// Proves the person is the profile's owner in its route's flow: asks for the PIN until it is
/// right, the profile is deregistered, or the person cancels (an empty line or the end of input,
/// never counted as an attempt). A login whose preferred authenticator is the biometric sensor or
/// the password asks that first; the engine falls back to the PIN when it fails or is declined.
/// Registering an authenticator asks the PIN, then enrols the sensor or chooses the password.
///
/// What the check is for — a login, a PIN change, a registration — is its route's goal, picked by
/// the initializer the builder calls (PinChallengePresenter+Routes.swift): the words that differ
/// and where the person goes next. Each question's answer is taken in
/// PinChallengePresenter+Answers.swift.
@MainActor
package final class PinChallengePresenter<Outcome: Equatable & Sendable>: PinChallengePresenting {
    enum State {
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
        /// The flow ended and the router was told; further answers are ignored.
        case ended
    }

    /// The view, held weakly: the view owns this presenter. Set once by the module's builder.
    package weak var view: (any PinChallengeViewInterface)?
    let interactor: any PinChallengeInteracting<Outcome>
    let goal: any PinChallengeGoal<Outcome>
    var state = State.loading
    /// The authenticator whose question was asked last: a registration says which it registered.
    var askedFor = Authenticator.pin

    /// A presenter answering its route's flow through `interactor`, for `goal`'s route.
    init(interactor: any PinChallengeInteracting<Outcome>, goal: any PinChallengeGoal<Outcome>) {
        self.interactor = interactor
        self.goal = goal
    }

    var text: PinChallengeText { goal.text }

    /// Shows the first question of the flow.
    package func viewDidLoad() async {
        await handle(await interactor.currentStep(), problem: nil)
    }

    /// Takes the PIN or password asked for.
    package func didEnter(_ text: String) async {
        let secret = SecretInput(text)
        switch state {
        case .waitingForPin(let request): await submitPin(secret, for: request)
        case .waitingForPassword: await submitPassword(secret)
        case .choosingPassword: await choosePassword(secret)
        case .confirmingPassword(let first): await confirmPassword(secret, matching: first)
        case .waitingForSensor, .loading, .ended: return
        }
    }

    /// Takes the sensor's answer.
    package func didChoose(_ answer: SensorAnswer) async {
        guard case .waitingForSensor = state else { return }
        await submitSensor(answer.result)
    }

    /// Cancels the PIN check or the registration; declines the sensor or a login's password (a
    /// login falls back to the PIN, a registration ends); never an attempt.
    package func didCancel() async {
        switch state {
        case .waitingForPin, .choosingPassword, .confirmingPassword:
            await cancel(notice: .cancelled(text.flow))
        case .waitingForSensor, .waitingForPassword:
            await decline()
        case .loading, .ended:
            return
        }
    }

    /// Cancels the flow: the end of input is never an attempt.
    package func viewDidReachEndOfInput() async {
        switch state {
        case .loading, .ended: return
        case .waitingForPin, .waitingForSensor, .waitingForPassword, .choosingPassword, .confirmingPassword:
            await cancel(notice: nil)
        }
    }

    /// Shows the next question, or routes how the flow ended. `problem` is what was wrong with the
    /// answer just given, shown when the flow asks again or falls back to the PIN.
    func handle(_ step: PinEntryStep<Outcome>, problem: AnswerProblem?) async {
        let isFirst = if case .loading = state { true } else { false }
        switch step {
        case .enterPin(let request):
            let wasPin = if case .waitingForPin = state { true } else { false }
            state = .waitingForPin(request)
            askedFor = .pin
            if wasPin {
                view?.showError(.problem(PinChallengeText.wrongPinWithAttempts(request)))
                return
            }
            if let problem { view?.showError(.problem(RouteNoticeText.problem(for: problem))) }
            show(text.pinIntroduction(request, afterOther: !isFirst), first: isFirst)
            view?.ask(PinChallengeText.pinQuestion)
        case .touchSensor(let reason):
            prepare(
                .biometric, waiting: .waitingForSensor,
                lines: [SensorText.request(reason), text.sensorInstructions], problem: problem,
                first: isFirst)
            view?.ask(text.sensorQuestion)
        case .enterPassword:
            prepare(
                .password, waiting: .waitingForPassword, lines: PinChallengeText.enterPassword,
                problem: problem, first: isFirst)
            view?.ask(PinChallengeText.passwordQuestion)
        case .choosePassword:
            prepare(
                .password, waiting: .choosingPassword, lines: PinChallengeText.choosePassword,
                problem: problem, first: isFirst)
            view?.ask(PinChallengeText.newPasswordQuestion)
        case .succeeded(let outcome):
            state = .ended
            goal.succeed(with: outcome, answeredWith: askedFor)
        case .failed(.profileDeregistered(let cause)):
            state = .ended
            goal.deregister(notice: .deregistered(cause))
        case .failed(.cancelled):
            end(notice: .cancelled(text.flow, after: problem))
        case .failed(let error):
            state = .ended
            if await goal.endsSession(after: error) { return }
            end(notice: .flowFailed(error))
        }
    }

    /// Says what was wrong with the answer before, if anything, and explains the question of
    /// `authenticator` (the sensor or a password) the caller asks next.
    private func prepare(
        _ authenticator: Authenticator, waiting: State, lines: [String], problem: AnswerProblem?,
        first: Bool
    ) {
        askedFor = authenticator
        if let problem { view?.showError(.problem(RouteNoticeText.problem(for: problem))) }
        state = waiting
        show(lines, first: first)
    }

    /// The lines of the next question: under the title when it is the first one.
    private func show(_ lines: [String], first: Bool) {
        if first {
            view?.showHeading(title: text.title, lines: lines)
        } else {
            view?.showLines(lines)
        }
    }

    func cancel(notice: RouteNotice?) async {
        await interactor.cancel()
        end(notice: notice)
    }

    private func end(notice: RouteNotice?) {
        state = .ended
        goal.end(notice: notice)
    }
}
