import Interactors

// The sign-up form: each field checked as it is entered, then the account created and the new PIN
// asked; a rule the server still enforces asks its field again.
extension RegistrationPresenter {
    /// Records the answer to the current sign-up field and checks that field at once; an answer
    /// that breaks a rule is asked again before the next field.
    func takeSignUpAnswer(_ line: String, into draft: SignUpDraft) async {
        var draft = draft
        guard let field = draft.currentField else { return }
        if field == .fullName, line.isEmpty {
            showMenu()
            return
        }
        draft.answer(line)
        trace(.presenter, .interactor, "check the \(field.prompt.label.lowercased())")
        let problems = interactor.problems(in: draft.details).filter { SignUpField.checked(at: $0) == field }
        trace(.interactor, .presenter, "\(problems.count) problems")
        guard problems.isEmpty else {
            reopen(&draft, showing: problems.map(SignUpProblemText.message), for: problems)
            return
        }
        await continueSignUp(draft)
    }

    private func continueSignUp(_ draft: SignUpDraft) async {
        var draft = draft
        if draft.currentField != nil {
            state = .signUp(draft)
            ask(draft)
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

    func ask(_ draft: SignUpDraft) {
        if let field = draft.currentField { view?.ask(field.prompt) }
    }
}
