import Interactors

/// A field of the sign-up form, in the order it is asked.
enum SignUpField: CaseIterable {
    case fullName
    case email
    case password
    case confirmation

    /// The field's question: an empty line at the first field goes back; at any other it is the
    /// field's (empty) answer, which the field's rule then refuses.
    var question: Question<Never> {
        switch self {
        case .fullName: .field(.text("Full name"), emptyLine: .goBack)
        case .email: .field(RegistrationText.emailPrompt, emptyLine: .likeAnyLine)
        case .password: .field(.secret("Password"), emptyLine: .likeAnyLine)
        case .confirmation: .field(.secret("Confirm password"), emptyLine: .likeAnyLine)
        }
    }

    /// The field whose answer shows `problem`, so it is reported as soon as that field is entered.
    static func checked(at problem: SignUpProblem) -> SignUpField {
        switch problem {
        case .fullNameMissing, .fullNameHasControlCharacters, .fullNameTooLong: .fullName
        case .invalidEmail: .email
        case .passwordTooShort: .password
        case .passwordsDoNotMatch: .confirmation
        }
    }

    /// The fields to ask again for `problem`. A password problem asks both passwords again: the
    /// confirmation must match the new password, and a mismatch does not say which one was mistyped.
    static func fields(for problem: SignUpProblem) -> [SignUpField] {
        switch problem {
        case .fullNameMissing, .fullNameHasControlCharacters, .fullNameTooLong: [.fullName]
        case .invalidEmail: [.email]
        case .passwordTooShort, .passwordsDoNotMatch: [.password, .confirmation]
        }
    }
}

/// The sign-up form being filled in: the answers so far and the fields still to ask.
///
/// After a validation error only the fields in error are asked again; the others keep their answers.
struct SignUpDraft {
    private(set) var details = SignUpDetails(
        fullName: "", email: "", password: SecretInput(""), passwordConfirmation: SecretInput(""))
    private(set) var pendingFields = SignUpField.allCases

    /// The field asked now, or nil when every field has an answer.
    var currentField: SignUpField? { pendingFields.first }

    /// Records `text` as the answer to the current field.
    mutating func answer(_ text: String) {
        guard let field = currentField else { return }
        switch field {
        case .fullName: details.fullName = text
        case .email: details.email = text
        case .password: details.password = SecretInput(text)
        case .confirmation: details.passwordConfirmation = SecretInput(text)
        }
        pendingFields.removeFirst()
    }

    /// Asks again, in form order, the fields that `problems` are about, before the fields not
    /// answered yet.
    mutating func reopen(for problems: [SignUpProblem]) {
        let fields = Set(problems.flatMap(SignUpField.fields) + pendingFields)
        pendingFields = SignUpField.allCases.filter(fields.contains)
    }
}
