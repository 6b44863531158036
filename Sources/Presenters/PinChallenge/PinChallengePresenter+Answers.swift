import Interactors

// The answers the person types at each question: checked here before the flow sees them (a line
// that cannot be a PIN costs no attempt, a new password follows an account password's rules), then
// given to the interactor, whose next step `handle(_:problem:)` shows.
extension PinChallengePresenter {
    func submitPin(_ pin: SecretInput, for request: PinRequest) async {
        trace(.view, .presenter, pin.isEmpty ? "empty line" : "PIN (\(pin.count) characters)")
        if pin.isEmpty {
            await cancel(notice: text.cancelled)
            return
        }
        guard request.admits(pin) else {
            view?.showError(.problem(PinChallengeText.notAPin(request)))
            return
        }
        view?.showProgress(PinChallengeText.checking)
        trace(.presenter, .interactor, "answer with PIN (\(pin.count) characters)")
        let step = await interactor.answer(pin)
        view?.hideProgress()
        trace(.interactor, .presenter, summary(of: step))
        await handle(step, problem: nil)
    }

    func submitSensor(_ line: String) async {
        let input = line.trimmingCharacters()
        trace(.view, .presenter, input.isEmpty ? "empty line" : "sensor answer \"\(input)\"")
        guard !input.isEmpty else {
            // Declined: a login falls back to the PIN, a registration ends.
            await decline()
            return
        }
        guard let result = SensorAnswer.result(for: input, allowsPin: text.sensorAllowsPin) else {
            view?.showError(.problem(text.sensorUnknown))
            return
        }
        view?.showProgress(text.checkingOther)
        trace(.presenter, .interactor, "sensor: \(result)")
        let step = await interactor.confirmBiometric(result)
        view?.hideProgress()
        trace(.interactor, .presenter, summary(of: step))
        await handle(step, problem: result == .notRecognised ? PinChallengeText.notRecognised : nil)
    }

    func submitPassword(_ password: SecretInput) async {
        trace(.view, .presenter, password.isEmpty ? "empty line" : "password (\(password.count) characters)")
        guard !password.isEmpty else {
            await decline()
            return
        }
        view?.showProgress(text.checkingOther)
        trace(.presenter, .interactor, "answer with password (\(password.count) characters)")
        let step = await interactor.answer(password)
        view?.hideProgress()
        trace(.interactor, .presenter, summary(of: step))
        await handle(step, problem: PinChallengeText.wrongPassword)
    }

    func choosePassword(_ password: SecretInput) async {
        trace(
            .view, .presenter, password.isEmpty ? "empty line" : "new password (\(password.count) characters)"
        )
        guard !password.isEmpty else {
            await cancel(notice: text.cancelled)
            return
        }
        // The same rules as an account's password, checked before the confirmation is asked.
        if let problem = NewPassword.problem(in: password) {
            view?.showError(.problem(SignUpProblemText.message(for: problem)))
            view?.ask(PinChallengeText.newPasswordPrompt)
            return
        }
        state = .confirmingPassword(first: password)
        view?.ask(PinChallengeText.confirmPasswordPrompt)
    }

    func confirmPassword(_ password: SecretInput, matching first: SecretInput) async {
        trace(.view, .presenter, "password confirmation (\(password.count) characters)")
        guard password == first else {
            view?.showError(.problem(PinChallengeText.passwordMismatch))
            state = .choosingPassword
            view?.ask(PinChallengeText.newPasswordPrompt)
            return
        }
        view?.showProgress(text.checkingOther)
        trace(.presenter, .interactor, "answer with the new password (\(password.count) characters)")
        let step = await interactor.answer(password)
        view?.hideProgress()
        trace(.interactor, .presenter, summary(of: step))
        await handle(step, problem: nil)
    }

    private func decline() async {
        trace(.presenter, .interactor, "decline")
        let step = await interactor.decline()
        trace(.interactor, .presenter, summary(of: step))
        await handle(step, problem: nil)
    }
}
