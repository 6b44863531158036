import Interactors

/// Proves who the person is with one of the identity providers — credentials (sign in with an
/// existing account or sign up for a new one), browser, device code, two-step, one-time code — and hands the
/// registration it starts on to CreatePin; or starts a stateless session and shows the dashboard.
///
/// An empty line at the first field of a form (`Email`, `Full name`, `Registration code`) goes
/// back to the menu; at the browser, device-code or challenge prompt it (or Ctrl-C while the
/// spinner turns) cancels the registration in progress.
/// Each field is checked when it is entered, before anything is sent: an email of the wrong shape,
/// a broken sign-up rule or a challenge answer that is not a code is refused there and asked again.
/// A wrong email and password pair asks again from the email.
@MainActor
package final class RegistrationPresenter: RegistrationPresenting {
    /// What an email and password are asked for.
    enum CredentialsPurpose {
        /// The credentials identity provider: register with an existing account.
        case signIn
        /// The two-step identity provider: credentials, then a challenge code.
        case twoStep
        /// A stateless session: nothing registered.
        case stateless
    }

    enum State {
        /// Waiting for a menu choice.
        case menu
        /// Waiting for the email of a credentials form.
        case email(CredentialsPurpose)
        /// Waiting for the password of `email`.
        case password(email: String, CredentialsPurpose)
        /// Filling in the sign-up form.
        case signUp(SignUpDraft)
        /// A browser registration waits for the browser to come back, or for a pasted redirect URL.
        case browserRedirect(BrowserSignIn)
        /// A device-code registration waits for the code's approval on another device.
        case deviceApproval(DeviceSignIn)
        /// A two-step registration waits for the answer to its challenge code of `codeLength` digits.
        case challengeAnswer(codeLength: Int, Enrolment)
        /// Waiting for a one-time registration code.
        case oneTimeCode
        /// The router was told where to go next; further answers are ignored.
        case ended
    }

    /// The view, held weakly: the view owns this presenter. Set once by the module's builder.
    package weak var view: (any RegistrationViewInterface)?
    weak var router: (any RegistrationRouting)?
    let interactor: any RegistrationInteracting
    var state = State.menu

    /// A presenter starting registrations through `interactor` and routing to `router`.
    package init(interactor: any RegistrationInteracting, router: any RegistrationRouting) {
        self.interactor = interactor
        self.router = router
    }

    /// Shows the menu.
    package func viewDidLoad() async {
        showMenu()
    }

    /// Takes the text entered at the field of the form asked.
    package func didEnter(_ text: String) async {
        switch state {
        case .email(let purpose):
            takeEmail(text, for: purpose)
        case .password(let email, let purpose):
            await takePassword(SecretInput(text), email: email, for: purpose)
        case .signUp(let draft):
            await takeSignUpAnswer(text, into: draft)
        case .browserRedirect(let signIn):
            await takeRedirect(text, to: signIn)
        case .challengeAnswer(let codeLength, let registration):
            await takeChallengeAnswer(text, codeLength: codeLength, to: registration)
        case .oneTimeCode:
            await takeOneTimeCode(text)
        case .menu, .deviceApproval, .ended:
            return
        }
    }

    /// The wait at the browser or device-code question ended with `step`: shown, unless the screen
    /// has moved on.
    func didFinishWaiting(_ step: RegistrationStep) async {
        switch state {
        case .browserRedirect, .deviceApproval: await show(step)
        case .menu, .email, .password, .signUp, .challengeAnswer, .oneTimeCode, .ended: return
        }
    }

    /// Back to the menu from a form.
    package func didGoBack() async {
        await leaveForm()
    }

    /// Cancels the registration waiting for a redirect or a challenge answer, then the menu.
    package func didCancel() async {
        await leaveForm()
    }

    /// Cancels a registration waiting for the browser, an approval or a challenge answer, so the
    /// engine finishes it with nothing written; between other lines nothing is in progress.
    package func viewDidReachEndOfInput() async {
        let previous = state
        state = .ended
        switch previous {
        case .browserRedirect(let signIn): await interactor.cancelBrowserRegistration(signIn)
        case .deviceApproval(let signIn): await interactor.cancelDeviceRegistration(signIn)
        case .challengeAnswer(_, let registration): await interactor.cancelRegistration(registration)
        case .menu, .email, .password, .signUp, .oneTimeCode, .ended: return
        }
    }

    /// Starts what `choice` names, its form or its registration, while the menu is shown.
    package func didChoose(_ choice: RegistrationChoice) async {
        if case .browserRedirect(let signIn) = state, choice == .device {
            return await switchToDeviceCode(from: signIn)
        }
        guard case .menu = state else { return }
        switch choice {
        case .signIn:
            askCredentials(for: .signIn)
        case .signUp:
            let draft = SignUpDraft()
            state = .signUp(draft)
            view?.showHeading(title: RegistrationText.signUpTitle, lines: RegistrationText.signUpIntroduction)
            ask(draft)
        case .browser:
            await startBrowserRegistration()
        case .device:
            await startDeviceRegistration()
        case .twoStep:
            askCredentials(for: .twoStep)
        case .oneTimeCode:
            state = .oneTimeCode
            view?.showHeading(
                title: RegistrationText.oneTimeCodeTitle,
                lines: RegistrationText.oneTimeCodeLines(
                    homeOption: interactor.homeOption, serverOption: interactor.serverOption))
            view?.ask(RegistrationText.oneTimeCodeQuestion)
        case .stateless:
            askCredentials(for: .stateless)
        case .back:
            state = .ended
            router?.registrationDidCancel()
        }
    }

    private func askCredentials(for purpose: CredentialsPurpose) {
        state = .email(purpose)
        switch purpose {
        case .signIn:
            view?.showHeading(title: RegistrationText.signInTitle, lines: RegistrationText.signInIntroduction)
        case .twoStep:
            view?.showHeading(
                title: RegistrationText.twoStepTitle, lines: RegistrationText.twoStepIntroduction)
        case .stateless:
            view?.showHeading(
                title: RegistrationText.statelessTitle, lines: RegistrationText.statelessIntroduction)
        }
        view?.ask(RegistrationText.emailQuestion)
    }

    /// The menu again; a registration waiting for the browser, an approval or a challenge answer
    /// is cancelled first, so the engine finishes it with nothing written.
    private func leaveForm() async {
        switch state {
        case .browserRedirect(let signIn):
            await interactor.cancelBrowserRegistration(signIn)
            view?.showNotice(RegistrationText.cancelled)
            showMenu()
        case .deviceApproval(let signIn):
            await interactor.cancelDeviceRegistration(signIn)
            view?.showNotice(RegistrationText.cancelled)
            showMenu()
        case .challengeAnswer(_, let registration):
            await cancelRegistration(registration)
        case .email, .password, .signUp, .oneTimeCode: showMenu()
        case .menu, .ended: return
        }
    }

    private func takeEmail(_ text: String, for purpose: CredentialsPurpose) {
        let email = text.trimmingWhitespace()
        guard interactor.isPlausibleEmail(email) else {
            view?.showError(.problem(SignUpProblemText.message(for: .invalidEmail)))
            view?.ask(RegistrationText.emailQuestion)
            return
        }
        state = .password(email: email, purpose)
        view?.ask(RegistrationText.passwordQuestion)
    }

    /// After a wrong email and password pair (one message for both, so nobody learns which
    /// accounts exist) the form starts again at the email.
    func askEmailAgain(after error: AppError, for purpose: CredentialsPurpose) {
        view?.showError(.failure(ErrorPresentation(error)))
        state = .email(purpose)
        view?.ask(RegistrationText.emailQuestion)
    }

    private func takePassword(_ password: SecretInput, email: String, for purpose: CredentialsPurpose) async {
        guard !password.isEmpty else {
            view?.showError(.problem(RegistrationText.emptyPassword))
            return
        }
        switch purpose {
        case .signIn: await signIn(email: email, password: password)
        case .twoStep: await startTwoStepRegistration(email: email, password: password)
        case .stateless: await startStatelessSession(email: email, password: password)
        }
    }

    private func signIn(email: String, password: SecretInput) async {
        view?.showProgress(RegistrationText.checkingPassword)
        let step = await interactor.signIn(email: email, password: password)
        view?.hideProgress()
        if case .failed(.invalidCredentials) = step {
            return askEmailAgain(after: .invalidCredentials, for: .signIn)
        }
        await show(step)
    }

    func showMenu() {
        state = .menu
        view?.showHeading(title: RegistrationText.title, lines: RegistrationText.introduction)
        view?.showMenu(RegistrationText.menu)
    }

    func needsPin(_ registration: Enrolment) {
        state = .ended
        router?.registrationNeedsPin(registration)
    }
}
