/// One sign-up rule a form breaks; the description is the sentence shown to the person.
///
/// No case carries the password, so a violation can be logged or traced safely.
public enum SignUpViolation: Error, Sendable, Equatable, CustomStringConvertible {
    /// The full name is empty or only whitespace.
    case fullNameMissing
    /// The full name has more than `maximum` characters.
    case fullNameTooLong(maximum: Int)
    /// The email address does not have the shape of one.
    case invalidEmail
    /// The password has fewer than `minimum` characters.
    case passwordTooShort(minimum: Int)
    /// The password and its confirmation differ.
    case passwordsDoNotMatch

    /// The sentence shown to the person signing up.
    public var description: String {
        switch self {
        case .fullNameMissing:
            "Enter your full name."
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
}
