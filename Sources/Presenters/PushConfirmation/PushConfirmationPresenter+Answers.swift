import Interactors

// Each answer the person types: checked here first (a line that cannot be the answer costs
// nothing and the question stays), then handed to the interactor, whose next step is shown.
extension PushConfirmationPresenter {
    func decide(_ line: String) async {
        if line.trimmingWhitespace().isEmpty { return await leavePending() }
        guard let decision = DecisionAnswer.decision(for: line) else {
            view?.showError(.problem(PushConfirmationText.notADecision))
            return
        }
        await answerThenShow { await $0.decide(decision) }
    }

    func confirm(_ pin: SecretInput, _ request: PinRequest) async {
        if pin.isEmpty { return await leavePending() }
        guard request.admits(pin) else {
            view?.showError(.problem(PushConfirmationText.notAPin(request)))
            return
        }
        answeredWith = .pin
        await answerThenShow(checking: PushConfirmationText.checkingPin) { await $0.confirm(withPin: pin) }
    }

    func submitSensor(_ line: String) async {
        let input = line.trimmingWhitespace()
        // An empty line declines the sensor, as "pin" does: the PIN is asked next.
        if input.isEmpty { return await usePinInstead() }
        guard let result = SensorAnswer.result(for: input, allowsPin: true) else {
            view?.showError(.problem(SensorText.unknown(pinAllowed: true)))
            return
        }
        answeredWith = .biometric
        let step = await answer(checking: PushConfirmationText.checkingSensor) {
            await $0.confirmWithSensor(result)
        }
        if result == .notRecognised { view?.showError(.problem(SensorText.notRecognised)) }
        await show(step)
    }

    func submitPassword(_ password: SecretInput) async {
        if password.isEmpty { return await usePinInstead() }
        answeredWith = .password
        await answerThenShow(checking: PushConfirmationText.checkingPassword) {
            await $0.confirm(withPassword: password)
        }
    }

    func enterCode(_ line: String) async {
        let typed = line.trimmingWhitespace()
        if typed.isEmpty { return await leavePending() }
        guard let code = OneTimeCode(typed) else {
            view?.showError(.problem(PushConfirmationText.notACode))
            return
        }
        await answerThenShow { await $0.enterCode(code) }
    }

    private func usePinInstead() async {
        await answerThenShow { await $0.usePinInstead() }
    }

    /// Leaves the request asked about pending; the handling ends with the outcomes so far.
    private func leavePending() async {
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
