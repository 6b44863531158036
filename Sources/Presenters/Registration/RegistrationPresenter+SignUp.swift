import Interactors

// The sign-up form: each field checked as it is entered, then the account created and the new PIN
// asked; a rule the server still enforces asks its field again.
extension RegistrationPresenter {
    /// Records the answer to the current sign-up field and checks that field at once; an answer
    /// that breaks a rule is asked again before the next field.
    func takeSignUpAnswer(_ text: String, into draft: SignUpDraft) async {
        var draft = draft
        guard let field = draft.currentField else { return }
        draft.answer(text)
        let problems = interactor.problems(in: draft.details).filter { SignUpField.checked(at: $0) == field }
        guard problems.isEmpty else {
            reopen(
                &draft, showing: problems.map { .problem(SignUpProblemText.message(for: $0)) }, for: problems)
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
        let step = await interactor.signUp(draft.details)
        view?.hideProgress()
        if case .failed(.signUpRejected(let problem)) = step {
            // The server holds the same rules; should it still refuse, the field in error is asked again.
            return reopen(
                &draft, showing: [.failure(ErrorPresentation(.signUpRejected(problem)))], for: [problem])
        }
        await show(step)
    }

    private func reopen(
        _ draft: inout SignUpDraft, showing errors: [ErrorMessage], for problems: [SignUpProblem]
    ) {
        for error in errors { view?.showError(error) }
        draft.reopen(for: problems)
        state = .signUp(draft)
        ask(draft)
    }

    func ask(_ draft: SignUpDraft) {
        if let field = draft.currentField { view?.ask(field.question) }
    }
}
