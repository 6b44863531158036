import AuthEngine

/// The account the tests that build a real engine sign up, and the PINs they choose: valid under
/// the PIN policy, and cheap under the `.forTesting` configurations.
package enum TestAccount {
    /// The account holder's full name.
    package static let fullName = "Lin Example"
    /// The account's email.
    package static let email = "lin@example.org"
    /// The account's password (sign-up, and sign-in with credentials).
    package static let password = "correct horse"
    /// The PIN the profile is registered with.
    package static let pin = "24680"
    /// Another valid PIN, for a PIN change.
    package static let otherPin = "36912"

    /// A valid sign-up form for the account, or for another one at `email`.
    package static func signUpForm(email: String = email, fullName: String = fullName) -> SignUpForm {
        SignUpForm(fullName: fullName, email: email, password: password, passwordConfirmation: password)
    }
}
