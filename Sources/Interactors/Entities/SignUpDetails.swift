import AuthEngine

/// What a person typed to sign up for a new account; both passwords stay `SecretInput`.
public struct SignUpDetails: Equatable, Sendable {
    /// The name as the person wants it shown.
    public var fullName: String
    /// The email address of the new account.
    public var email: String
    /// The chosen password.
    public var password: SecretInput
    /// The password typed a second time.
    public var passwordConfirmation: SecretInput

    /// The form as typed, before any rule is checked: `problems(in:)` of the Registration
    /// interactor says what breaks.
    public init(fullName: String, email: String, password: SecretInput, passwordConfirmation: SecretInput) {
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
