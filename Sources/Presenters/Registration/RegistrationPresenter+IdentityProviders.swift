import Interactors

// The identity providers beyond credentials: browser, two-step, one-time code, and the stateless
// session. Each registration's steps are shown here until the engine asks for the new PIN.
extension RegistrationPresenter {
    /// Starts the browser registration and shows the address to open.
    func startBrowserRegistration() async {
        trace(.presenter, .interactor, "start a browser registration")
        let step = await interactor.startBrowserRegistration()
        trace(.interactor, .presenter, step.traceSummary)
        guard case .openBrowser(let url) = step else {
            await follow(step)
            return
        }
        state = .browserRedirect
        view?.showHeading(
            title: RegistrationText.browserTitle,
            lines: RegistrationText.browserLines(url: url, homeOption: interactor.homeOption))
        view?.ask(RegistrationText.browserPrompt)
    }

    /// A pasted redirect: a line that is no redirect at all is asked again; anything else ends the
    /// attempt one way or the other.
    func takeRedirect(_ line: String) async {
        guard !line.trimmingCharacters().isEmpty else {
            await cancelRegistration()
            return
        }
        trace(.presenter, .interactor, "answer with the redirect")
        do throws(AppError) {
            let step = try await interactor.answerBrowserRedirect(line)
            trace(.interactor, .presenter, step.traceSummary)
            await follow(step)
        } catch {
            trace(.interactor, .presenter, "not a redirect")
            view?.showError(ErrorPresentation(error))
            view?.ask(RegistrationText.browserPrompt)
        }
    }

    /// Checks the credentials and shows the challenge code.
    func startTwoStepRegistration(email: String, password: SecretInput) async {
        view?.showProgress(RegistrationText.checkingPassword)
        trace(.presenter, .interactor, "start a two-step registration")
        let step = await interactor.startTwoStepRegistration(email: email, password: password)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        if case .failed(.invalidCredentials) = step {
            return askEmailAgain(after: .invalidCredentials, for: .twoStep)
        }
        guard case .answerChallengeCode(let request) = step else {
            await follow(step)
            return
        }
        view?.showHeading(
            title: RegistrationText.challengeTitle, lines: RegistrationText.challengeLines(code: request.code)
        )
        state = .challengeAnswer(codeLength: request.code.count)
        view?.ask(RegistrationText.challengePrompt)
    }

    /// An answer to the challenge code; a wrong one shows the status and asks again, and a line
    /// that cannot be the code is refused here without using a try.
    func takeChallengeAnswer(_ line: String, codeLength: Int) async {
        let answer = line.trimmingCharacters()
        guard !answer.isEmpty else {
            await cancelRegistration()
            return
        }
        guard answer.count == codeLength, answer.utf8.allSatisfy({ (48...57).contains($0) }) else {
            view?.showErrors([RegistrationText.notAChallengeCode(length: codeLength)])
            view?.ask(RegistrationText.challengePrompt)
            return
        }
        trace(.presenter, .interactor, "answer the challenge code")
        let step = await interactor.answerChallengeCode(answer)
        trace(.interactor, .presenter, step.traceSummary)
        guard case .answerChallengeCode(let request) = step else {
            await follow(step)
            return
        }
        if let status = request.status { view?.showErrors([RegistrationText.challengeStatus(status)]) }
        view?.showLines(RegistrationText.challengeLines(code: request.code))
        view?.ask(RegistrationText.challengePrompt)
    }

    /// A pasted one-time code; an empty line goes back, a refused code is asked again.
    func takeOneTimeCode(_ line: String) async {
        let code = line.trimmingCharacters()
        guard !code.isEmpty else {
            showMenu()
            return
        }
        view?.showProgress(RegistrationText.redeemingCode)
        trace(.presenter, .interactor, "register with a one-time code")
        let step = await interactor.registerWithOneTimeCode(code)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        if case .failed(let error) = step, error != .cancelled {
            view?.showError(ErrorPresentation(error))
            view?.ask(RegistrationText.oneTimeCodePrompt)
            return
        }
        await follow(step)
    }

    /// Signs in for this run only and shows the dashboard.
    func startStatelessSession(email: String, password: SecretInput) async {
        view?.showProgress(RegistrationText.checkingPassword)
        trace(.presenter, .interactor, "start a stateless session")
        do throws(AppError) {
            _ = try await interactor.startStatelessSession(email: email, password: password)
            view?.hideProgress()
            trace(.interactor, .presenter, "stateless session")
            state = .ended
            trace(.presenter, .router, "stateless session started")
            router?.registrationDidStartStatelessSession()
        } catch {
            view?.hideProgress()
            trace(.interactor, .presenter, "stateless session failed: \(error)")
            if error == .invalidCredentials { return askEmailAgain(after: error, for: .stateless) }
            view?.showError(ErrorPresentation(error))
            showMenu()
        }
    }

    /// Cancels the registration waiting for a line and goes back to the menu.
    private func cancelRegistration() async {
        trace(.presenter, .interactor, "cancel the registration")
        await interactor.cancelRegistration()
        view?.showNotice(RegistrationText.cancelled)
        showMenu()
    }

    /// Where a registration's step leads: CreatePin when the engine asks for the new PIN, the menu
    /// with the error when it failed (or a notice when it was cancelled).
    private func follow(_ step: ChallengeStep) async {
        switch step {
        case .createPin:
            needsPin()
        case .failed(.cancelled):
            view?.showNotice(RegistrationText.cancelled)
            showMenu()
        case .failed(let error):
            view?.showError(ErrorPresentation(error))
            showMenu()
        case .enterPin, .finished, .openBrowser, .answerChallengeCode, .confirmBiometric, .enterPassword,
            .decidePush, .enterOneTimePassword:
            // No registration asks these here; leaving the flow waiting would hold the engine's lock.
            await interactor.cancelRegistration()
            view?.showError(ErrorPresentation(.cancelled))
            showMenu()
        }
    }
}
