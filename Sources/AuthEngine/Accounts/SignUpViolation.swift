/// One sign-up rule a form breaks; the app words each case (`SignUpProblemText`), and the server's
/// `sign_up_rejected` answer has its own (`ServerFailure`).
///
/// No case carries the password, so a violation can be logged or traced safely.
package enum SignUpViolation: Error, Sendable, Equatable {
    /// The full name is empty or only whitespace.
    case fullNameMissing
    /// The full name holds a control character or a bidirectional override (`DisplayTextRule`).
    case fullNameHasControlCharacters
    /// The full name has more than `maximum` characters.
    case fullNameTooLong(maximum: Int)
    /// The email address does not have the shape of one.
    case invalidEmail
    /// The password has fewer than `minimum` characters.
    case passwordTooShort(minimum: Int)
    /// The password and its confirmation differ.
    case passwordsDoNotMatch

    /// The `reason` of the server's `sign_up_rejected` answer, so a client can tell the rules apart
    /// without reading its message.
    var wireReason: String {
        switch self {
        case .fullNameMissing: "full_name_missing"
        case .fullNameHasControlCharacters: "full_name_control_characters"
        case .fullNameTooLong: "full_name_too_long"
        case .invalidEmail: "invalid_email"
        case .passwordTooShort: "password_too_short"
        case .passwordsDoNotMatch: "passwords_do_not_match"
        }
    }

    /// The violation a `sign_up_rejected` answer's `reason` names, for the rules without a limit in
    /// them (a limit is the server's to tell, in its message); nil otherwise.
    init?(wireReason: String?) {
        switch wireReason {
        case "full_name_missing": self = .fullNameMissing
        case "full_name_control_characters": self = .fullNameHasControlCharacters
        case "invalid_email": self = .invalidEmail
        case "passwords_do_not_match": self = .passwordsDoNotMatch
        default: return nil
        }
    }
}
