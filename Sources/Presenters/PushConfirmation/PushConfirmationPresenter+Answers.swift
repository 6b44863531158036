import Interactors

// Each answer the person gives: checked here first (text that cannot be the answer costs nothing
// and the question stays), then handed to the interactor, whose next step is shown.
extension PushConfirmationPresenter {
    func decide(_ decision: RequestDecision) async {
        await answerThenShow { await $0.decide(decision) }
    }

    func confirm(_ pin: SecretInput, _ request: PinRequest) async {
        guard request.admits(pin) else {
            view?.showError(.problem(PushConfirmationText.notAPin(request)))
            return
        }
        answeredWith = .pin
        await answerThenShow(checking: PushConfirmationText.checkingPin) { await $0.confirm(withPin: pin) }
    }

    func submitSensor(_ result: BiometricResult) async {
        answeredWith = .biometric
        let step = await answer(checking: PushConfirmationText.checkingSensor) {
            await $0.confirmWithSensor(result)
        }
        if result == .notRecognised { view?.showError(.problem(SensorText.notRecognised)) }
        await show(step)
    }

    func submitPassword(_ password: SecretInput) async {
        answeredWith = .password
        await answerThenShow(checking: PushConfirmationText.checkingPassword) {
            await $0.confirm(withPassword: password)
        }
    }

    func enterCode(_ text: String) async {
        guard let code = OneTimeCode(text.trimmingWhitespace()) else {
            view?.showError(.problem(PushConfirmationText.notACode))
            return
        }
        await answerThenShow { await $0.enterCode(code) }
    }

    /// Declines the sensor or the password: the PIN is asked next.
    func usePinInstead() async {
        await answerThenShow { await $0.usePinInstead() }
    }

    /// Leaves the request asked about pending; the handling ends with the outcomes so far.
    func leavePending() async {
        await answerThenShow { await $0.leavePending() }
    }

    /// Answers through the interactor, then shows the next step.
    private func answerThenShow(
        checking progress: String? = nil, _ call: (any PushConfirmationInteracting) async -> PushStep
    ) async {
        await show(await answer(checking: progress, call))
    }

    /// Answers through the interactor with the spinner showing `progress`, if any; the next step.
    private func answer(
        checking progress: String? = nil, _ call: (any PushConfirmationInteracting) async -> PushStep
    ) async -> PushStep {
        if let progress { view?.showProgress(progress) }
        let step = await call(interactor)
        if progress != nil { view?.hideProgress() }
        return step
    }
}
