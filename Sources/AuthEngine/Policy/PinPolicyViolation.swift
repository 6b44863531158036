/// One PIN policy rule a proposed PIN breaks; the app words each case (`PinRuleText`).
///
/// No case carries the PIN itself, so a violation can be logged, traced or sent to the client safely.
package enum PinPolicyViolation: Error, Codable, Sendable, Equatable {
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
}
