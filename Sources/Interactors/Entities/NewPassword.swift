import AuthEngine

/// The rules a password chosen on this device must follow: an account's password at sign-up and
/// the password of a custom password authenticator are held to the same ones.
package enum NewPassword {
    /// The fewest characters a new password may have.
    package static let minimumLength = SignUpForm.minimumPasswordLength

    /// The rule `password` breaks, or nil when it may be used. A password of only spaces is too
    /// short whatever its length; control characters never reach here (every field refuses them).
    package static func problem(in password: SecretInput) -> SignUpProblem? {
        let isOnlySpaces = password.text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
        guard password.count >= minimumLength, !isOnlySpaces else {
            return .passwordTooShort(minimum: minimumLength)
        }
        return nil
    }
}
