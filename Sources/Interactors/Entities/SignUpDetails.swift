import AuthEngine

/// What a person typed to sign up for a new account; both passwords stay `SecretInput`.
package struct SignUpDetails: Equatable, Sendable {
    /// The name as the person wants it shown.
    package var fullName: String
    /// The email address of the new account.
    package var email: String
    /// The chosen password.
    package var password: SecretInput
    /// The password typed a second time.
    package var passwordConfirmation: SecretInput

    /// The form as typed, before any rule is checked: `problems(in:)` of the Registration
    /// interactor says what breaks.
    package init(fullName: String, email: String, password: SecretInput, passwordConfirmation: SecretInput) {
        self.fullName = fullName
        self.email = email
        self.password = password
        self.passwordConfirmation = passwordConfirmation
    }

    /// The engine's form, which holds the sign-up rules.
    var form: SignUpForm {
        SignUpForm(
            fullName: fullName, email: email, password: password.text,
            passwordConfirmation: passwordConfirmation.text)
    }
}
