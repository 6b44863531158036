import Interactors

/// Proves who the person is, by signing in with an existing account or signing up for a new one,
/// and hands the registration it starts on to CreatePin.
///
/// An empty line at the first field of a form (`Email` to sign in, `Full name` to sign up) goes
/// back to the menu. Sign-up details are checked before anything is sent: every broken rule is
/// shown, then only the fields in error are asked again.
@MainActor
public final class RegistrationPresenter: RegistrationPresenting {
    private enum State {
        /// Waiting for a menu choice.
        case menu
        /// Waiting for the email to sign in with.
        case signInEmail
        /// Waiting for the password of `email`.
        case signInPassword(email: String)
        /// Filling in the sign-up form.
        case signUp(SignUpDraft)
        /// The router was told where to go next; further lines are ignored.
        case ended
    }

    private static let module = "Registration"

    /// The view, held weakly: the view owns this presenter. Set once by the module's builder.
    public weak var view: (any RegistrationViewInterface)?
    private weak var router: (any RegistrationRouting)?
    private let interactor: any RegistrationInteracting
    private let tracer: Tracer
    private var state = State.menu

    /// A presenter starting registrations through `interactor` and routing to `router`.
    public init(interactor: any RegistrationInteracting, router: any RegistrationRouting, tracer: Tracer) {
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
    }

    /// Shows the menu.
    public func viewDidLoad() async {
        showMenu()
    }

    /// Handles the line typed at the menu or at a field of a form.
    public func didSubmit(_ line: String) async {
        switch state {
        case .menu:
            trace(.view, .presenter, "choice \"\(line)\"")
            choose(line)
        case .signInEmail:
            trace(.view, .presenter, "email (\(line.count) characters)")
            takeEmail(line)
        case .signInPassword(let email):
            let password = SecretInput(line)
            trace(.view, .presenter, "password (\(password.count) characters)")
            await signIn(email: email, password: password)
        case .signUp(var draft):
            let field = draft.currentField?.prompt.label ?? "line"
            trace(.view, .presenter, "\(field) (\(line.count) characters)")
            if draft.currentField == .fullName, line.isEmpty {
                showMenu()
                return
            }
            draft.answer(line)
            await continueSignUp(draft)
        case .ended:
            return
        }
    }

    /// Nothing is in progress between two lines, so there is nothing to cancel.
    public func viewDidReachEndOfInput() async {
        trace(.view, .presenter, "end of input")
        state = .ended
    }

    private func choose(_ line: String) {
        guard let choice = RegistrationText.menu.action(for: line) else {
            view?.showErrors([RegistrationText.menu.unknownChoiceMessage])
            return
        }
        switch choice {
        case .signIn:
            state = .signInEmail
            view?.showHeading(title: RegistrationText.signInTitle, lines: RegistrationText.signInIntroduction)
            view?.ask(.text("Email"))
        case .signUp:
            let draft = SignUpDraft()
            state = .signUp(draft)
            view?.showHeading(title: RegistrationText.signUpTitle, lines: RegistrationText.signUpIntroduction)
            ask(draft)
        case .back:
            state = .ended
            trace(.presenter, .router, "back")
            router?.registrationDidCancel()
        }
    }

    private func takeEmail(_ line: String) {
        let email = line.trimmingCharacters()
        guard !email.isEmpty else {
            showMenu()
            return
        }
        state = .signInPassword(email: email)
        view?.ask(.secret("Password"))
    }

    private func signIn(email: String, password: SecretInput) async {
        guard !password.isEmpty else {
            view?.showErrors([RegistrationText.emptyPassword])
            return
        }
        view?.showProgress(RegistrationText.checkingPassword)
        trace(.presenter, .interactor, "sign in with email and password")
        let step = await interactor.signIn(email: email, password: password)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        guard case .failed(let error) = step else {
            needsPin()
            return
        }
        view?.showError(ErrorPresentation(error))
        showMenu()
    }

    private func continueSignUp(_ draft: SignUpDraft) async {
        var draft = draft
        if draft.currentField != nil {
            state = .signUp(draft)
            ask(draft)
            return
        }
        trace(.presenter, .interactor, "check the sign-up details")
        let problems = interactor.problems(in: draft.details)
        trace(.interactor, .presenter, "\(problems.count) problems")
        guard problems.isEmpty else {
            reopen(&draft, showing: problems.map(SignUpProblemText.message), for: problems)
            return
        }
        view?.showProgress(RegistrationText.creatingAccount)
        trace(.presenter, .interactor, "sign up")
        let step = await interactor.signUp(draft.details)
        view?.hideProgress()
        trace(.interactor, .presenter, step.traceSummary)
        switch step {
        case .failed(.signUpRejected(let problem)):
            // The server holds the same rules; should it still refuse, the field in error is asked again.
            reopen(&draft, showing: ErrorPresentation(.signUpRejected(problem)).lines, for: [problem])
        case .failed(let error):
            view?.showError(ErrorPresentation(error))
            showMenu()
        case .createPin, .enterPin, .finished, .openBrowser, .answerChallengeCode, .confirmBiometric,
            .enterPassword, .decidePush, .enterOneTimePassword:
            needsPin()
        }
    }

    private func reopen(
        _ draft: inout SignUpDraft, showing messages: [String], for problems: [SignUpProblem]
    ) {
        view?.showErrors(messages)
        draft.reopen(for: problems)
        state = .signUp(draft)
        ask(draft)
    }

    private func ask(_ draft: SignUpDraft) {
        if let field = draft.currentField { view?.ask(field.prompt) }
    }

    private func showMenu() {
        state = .menu
        view?.showHeading(title: RegistrationText.title, lines: RegistrationText.introduction)
        view?.showMenu(RegistrationText.menu)
    }

    private func needsPin() {
        state = .ended
        trace(.presenter, .router, "needs a PIN")
        router?.registrationNeedsPin()
    }

    private func trace(_ from: Layer, _ to: Layer, _ message: @autoclosure () -> String) {
        tracer.hop(from, to, in: Self.module, message())
    }
}
