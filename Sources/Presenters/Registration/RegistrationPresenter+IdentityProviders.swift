import Interactors

// The identity providers beyond credentials and the browser: two-step, one-time code, and the
// stateless session. Each registration's steps are shown here until it needs the new PIN.
extension RegistrationPresenter {
    /// Checks the credentials and shows the challenge code.
    func startTwoStepRegistration(email: String, password: SecretInput) async {
        view?.showProgress(RegistrationText.checkingPassword)
        let step = await interactor.startTwoStepRegistration(email: email, password: password)
        view?.hideProgress()
        if case .failed(.invalidCredentials) = step {
            return askEmailAgain(after: .invalidCredentials, for: .twoStep)
        }
        await show(step)
    }

    /// An answer to the challenge code; a wrong one shows the status and asks again, and text
    /// that cannot be the code is refused here without using a try.
    func takeChallengeAnswer(_ text: String, codeLength: Int, to registration: Enrolment) async {
        let answer = text.trimmingWhitespace()
        guard answer.count == codeLength, answer.utf8.allSatisfy({ (48...57).contains($0) }) else {
            view?.showError(.problem(RegistrationText.notAChallengeCode(length: codeLength)))
            view?.ask(RegistrationText.challengeQuestion)
            return
        }
        await show(await interactor.answerChallengeCode(answer, to: registration))
    }

    /// A pasted one-time code; a refused code is asked again.
    func takeOneTimeCode(_ text: String) async {
        let code = text.trimmingWhitespace()
        view?.showProgress(RegistrationText.redeemingCode)
        let step = await interactor.registerWithOneTimeCode(code)
        view?.hideProgress()
        if case .failed(let error) = step, error != .cancelled {
            view?.showError(.failure(ErrorPresentation(error)))
            view?.ask(RegistrationText.oneTimeCodeQuestion)
            return
        }
        await show(step)
    }

    /// Signs in for this run only and shows the dashboard.
    func startStatelessSession(email: String, password: SecretInput) async {
        view?.showProgress(RegistrationText.checkingPassword)
        do throws(AppError) {
            _ = try await interactor.startStatelessSession(email: email, password: password)
            view?.hideProgress()
            state = .ended
            router?.registrationDidStartStatelessSession()
        } catch {
            view?.hideProgress()
            if error == .invalidCredentials { return askEmailAgain(after: error, for: .stateless) }
            view?.showError(.failure(ErrorPresentation(error)))
            showMenu()
        }
    }

    /// Cancels `registration`, which waits for an answer, and goes back to the menu.
    func cancelRegistration(_ registration: Enrolment) async {
        await interactor.cancelRegistration(registration)
        view?.showNotice(RegistrationText.cancelled)
        showMenu()
    }

    /// Shows where the registration stands: the screen that answers its question, CreatePin when
    /// it needs the new PIN, or the menu again (with why) when it ended.
    func show(_ step: RegistrationStep) async {
        switch step {
        case .needsPin(let registration):
            needsPin(registration)
        case .openBrowser(let signIn):
            await showBrowserSignIn(signIn)
        case .showDeviceCode(let signIn):
            showDeviceCode(signIn)
        case .answerChallengeCode(let code, status: nil, let registration):
            state = .challengeAnswer(codeLength: code.count, registration)
            view?.showHeading(
                title: RegistrationText.challengeTitle, lines: RegistrationText.challengeLines(code: code))
            view?.ask(RegistrationText.challengeQuestion)
        case .answerChallengeCode(let code, status: let status?, let registration):
            // Asked again: the screen is already shown, so only why and the code are repeated.
            state = .challengeAnswer(codeLength: code.count, registration)
            view?.showError(.problem(RegistrationText.challengeStatus(status)))
            view?.showLines(RegistrationText.challengeLines(code: code))
            view?.ask(RegistrationText.challengeQuestion)
        case .failed(.cancelled):
            view?.showNotice(RegistrationText.cancelled)
            showMenu()
        case .failed(let error):
            view?.showError(.failure(ErrorPresentation(error)))
            showMenu()
        }
    }
}
