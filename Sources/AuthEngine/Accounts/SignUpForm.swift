/// What a person enters to create a credentials account, and the rules it must satisfy.
///
/// Its textual and reflected forms hide both passwords, so the form can be traced or dumped safely.
package struct SignUpForm: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The longest full name accepted, in characters after trimming.
    package static let maximumFullNameLength = 100
    /// The shortest password accepted, in characters.
    package static let minimumPasswordLength = 8

    /// The person's name as they want it shown.
    package var fullName: String
    /// The email address that identifies the account; checked after `EmailAddress.normalized(_:)`.
    package var email: String
    /// The chosen password, used exactly as typed (never trimmed).
    package var password: String
    /// The password typed a second time.
    package var passwordConfirmation: String

    /// Creates a form from what the person typed.
    package init(fullName: String, email: String, password: String, passwordConfirmation: String) {
        self.fullName = fullName
        self.email = email
        self.password = password
        self.passwordConfirmation = passwordConfirmation
    }

    /// Every rule the form breaks, in the order name, email, password length, confirmation.
    package func violations() -> [SignUpViolation] {
        var found: [SignUpViolation] = []
        let name = fullName.trimmingWhitespace()
        if name.isEmpty {
            found.append(.fullNameMissing)
        } else if DisplayTextRule.refuses(name) {
            // Surrounding whitespace (a trailing newline too) is trimmed before this check.
            found.append(.fullNameHasControlCharacters)
        } else if name.count > Self.maximumFullNameLength {
            found.append(.fullNameTooLong(maximum: Self.maximumFullNameLength))
        }
        // Surrounding spaces are forgiven because the account is stored under the normalised address.
        if !EmailAddress.isPlausible(EmailAddress.normalized(email)) {
            found.append(.invalidEmail)
        }
        if password.count < Self.minimumPasswordLength {
            found.append(.passwordTooShort(minimum: Self.minimumPasswordLength))
        }
        if password != passwordConfirmation {
            found.append(.passwordsDoNotMatch)
        }
        return found
    }

    /// Throws the first rule the form breaks, in the order `violations()` reports them.
    package func validate() throws(SignUpViolation) {
        if let first = violations().first {
            throw first
        }
    }

    /// The name and email with both passwords redacted.
    package var description: String {
        "SignUpForm(fullName: \(fullName), email: \(email), password: <redacted>)"
    }

    /// The same redacted form as `description`.
    package var debugDescription: String { description }

    /// A mirror without the passwords, so `dump` and reflection cannot reach them.
    package var customMirror: Mirror {
        Mirror(self, children: ["fullName": fullName, "email": email], displayStyle: .struct)
    }
}
