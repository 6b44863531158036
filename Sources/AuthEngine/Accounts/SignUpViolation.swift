/// One sign-up rule a form breaks; the description is the sentence shown to the person.
///
/// No case carries the password, so a violation can be logged or traced safely.
package enum SignUpViolation: Error, Sendable, Equatable, CustomStringConvertible {
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

    /// The sentence shown to the person signing up.
    package var description: String {
        switch self {
        case .fullNameMissing:
            "Enter your full name."
        case .fullNameHasControlCharacters:
            "The full name cannot contain control characters (such as tab, escape or a line break) "
                + "or bidirectional formatting characters."
        case .fullNameTooLong(let maximum):
            "The full name can be at most \(maximum) characters long."
        case .invalidEmail:
            "Enter a valid email address, such as name@example.com."
        case .passwordTooShort(let minimum):
            "The password must be at least \(minimum) characters long."
        case .passwordsDoNotMatch:
            "The passwords do not match."
        }
    }

    /// The `reason` of the server's `sign_up_rejected` answer, so a client can tell the rules apart
    /// without reading the sentence.
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
    /// them (a limit is the server's to tell, in its sentence); nil otherwise.
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
