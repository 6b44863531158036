import Interactors

// The answers the person gives at each question: checked here before the flow sees them (text
// that cannot be a PIN costs no attempt, a new password follows an account password's rules), then
// given to the interactor, whose next step `handle(_:problem:)` shows.
extension PinChallengePresenter {
    func submitPin(_ pin: SecretInput, for request: PinRequest) async {
        guard request.admits(pin) else {
            view?.showError(.problem(PinChallengeText.notAPin(request)))
            return
        }
        view?.showProgress(PinChallengeText.checking)
        let step = await interactor.answer(pin)
        view?.hideProgress()
        await handle(step, problem: nil)
    }

    func submitSensor(_ result: BiometricResult) async {
        view?.showProgress(text.checkingOther)
        let step = await interactor.confirmBiometric(result)
        view?.hideProgress()
        await handle(step, problem: result == .notRecognised ? .sensorNotRecognised : nil)
    }

    func submitPassword(_ password: SecretInput) async {
        view?.showProgress(text.checkingOther)
        let step = await interactor.answer(password)
        view?.hideProgress()
        await handle(step, problem: .wrongPassword)
    }

    func choosePassword(_ password: SecretInput) async {
        // The same rules as an account's password, checked before the confirmation is asked.
        if let problem = NewPassword.problem(in: password) {
            view?.showError(.problem(SignUpProblemText.message(for: problem)))
            view?.ask(PinChallengeText.newPasswordQuestion)
            return
        }
        state = .confirmingPassword(first: password)
        view?.ask(PinChallengeText.confirmPasswordQuestion)
    }

    func confirmPassword(_ password: SecretInput, matching first: SecretInput) async {
        guard password == first else {
            view?.showError(.problem(PinChallengeText.passwordMismatch))
            state = .choosingPassword
            view?.ask(PinChallengeText.newPasswordQuestion)
            return
        }
        view?.showProgress(text.checkingOther)
        let step = await interactor.answer(password)
        view?.hideProgress()
        await handle(step, problem: nil)
    }

    /// Declines the sensor or a login's password: a login falls back to the PIN, a registration
    /// ends.
    func decline() async {
        let step = await interactor.decline()
        await handle(step, problem: nil)
    }
}
