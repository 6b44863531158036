/// One PIN policy rule a proposed PIN breaks; the description is the sentence shown to the person.
///
/// No case carries the PIN itself, so a violation can be logged, traced or sent to the client safely.
package enum PinPolicyViolation: Error, Codable, Sendable, Equatable, CustomStringConvertible {
    /// The PIN does not have exactly `required` characters.
    case wrongLength(required: Int)
    /// The PIN contains something other than the ASCII digits 0 to 9.
    case notDigitsOnly
    /// Some digit occurs more than `maximum` times.
    case tooManySimilarDigits(maximum: Int)
    /// The whole PIN is one ascending or descending run, such as 12345 or 54321.
    case sequence
    /// The PIN is on the list of PINs that are too easy to guess.
    case blacklisted

    /// The sentence shown to the person choosing the PIN.
    package var description: String {
        switch self {
        case .wrongLength(let required):
            "The PIN must be exactly \(required) digits long."
        case .notDigitsOnly:
            "The PIN may contain only the digits 0 to 9."
        case .tooManySimilarDigits(let maximum) where maximum <= 0:
            "The PIN cannot use any digit."
        case .tooManySimilarDigits(let maximum) where maximum == 1:
            "Each digit may appear only once in the PIN."
        case .tooManySimilarDigits(let maximum):
            "No digit may appear more than \(maximum) times in the PIN."
        case .sequence:
            "The PIN cannot be a run of consecutive digits, such as 12345 or 54321."
        case .blacklisted:
            "This PIN is too easy to guess. Choose another one."
        }
    }
}
