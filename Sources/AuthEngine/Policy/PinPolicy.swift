/// The rules a new PIN must satisfy, defined by the server and checked on the device first.
///
/// Each rule is independent and has its own violation, so a person learns everything wrong with a
/// PIN at once. The rules, precisely:
/// - **length**: exactly `requiredLength` characters (`Character`s, as a person counts them);
/// - **digits only**: every character is an ASCII digit `0`–`9`; Arabic-Indic, full-width and other
///   Unicode digits are refused, because keypads and the server's check agree only on ASCII;
/// - **similar digits**: no single digit occurs more than `maximumSimilarDigits` times anywhere in
///   the PIN, adjacent or not (with 2, `11223` passes and `11213` fails);
/// - **sequences**: when `forbidsSequences` is on, a PIN of three or more digits whose every digit is
///   one more than the one before (`12345`) or one less (`54321`) is refused. Only a run over the
///   whole PIN counts: `12349` and `91234` pass. There is no wrap-around: `89012` passes;
/// - **blacklist**: the PIN is not exactly one of `blacklist`.
package struct PinPolicy: Codable, Sendable, Equatable {
    /// The number of digits a PIN must have.
    package var requiredLength: Int
    /// The most times any one digit may occur in a PIN.
    package var maximumSimilarDigits: Int
    /// Whether PINs made of one ascending or descending run of digits are refused.
    package var forbidsSequences: Bool
    /// PINs refused outright because they are among the first an attacker tries.
    package var blacklist: [String]

    /// Common five-digit PINs; some overlap the other rules on purpose, so they stay refused when a
    /// server relaxes those rules. A server that changes `requiredLength` supplies its own list.
    package static let defaultBlacklist = [
        "00000", "11111", "12345", "54321", "01234", "43210", "13579", "97531", "02468", "86420",
        "11223", "12321", "12123", "10203",
    ]

    /// Creates a policy; the defaults are the server's out-of-the-box policy.
    package init(
        requiredLength: Int = 5,
        maximumSimilarDigits: Int = 2,
        forbidsSequences: Bool = true,
        blacklist: [String] = PinPolicy.defaultBlacklist
    ) {
        self.requiredLength = requiredLength
        self.maximumSimilarDigits = maximumSimilarDigits
        self.forbidsSequences = forbidsSequences
        self.blacklist = blacklist
    }

    /// Every rule `pin` breaks, in the order length, digits only, similar digits, sequence, blacklist.
    package func violations(of pin: String) -> [PinPolicyViolation] {
        var found: [PinPolicyViolation] = []
        let characters = Array(pin)
        if characters.count != requiredLength {
            found.append(.wrongLength(required: requiredLength))
        }
        let digits = characters.compactMap(Self.asciiDigitValue)
        if digits.count != characters.count {
            found.append(.notDigitsOnly)
        }
        if Self.highestOccurrenceCount(of: digits) > maximumSimilarDigits {
            found.append(.tooManySimilarDigits(maximum: maximumSimilarDigits))
        }
        // A sequence is a property of the whole PIN, so it is judged only when every character is a digit.
        if forbidsSequences, digits.count == characters.count, Self.isSingleRun(digits) {
            found.append(.sequence)
        }
        if blacklist.contains(pin) {
            found.append(.blacklisted)
        }
        return found
    }

    /// Throws the first rule `pin` breaks, in the order `violations(of:)` reports them.
    package func validate(_ pin: String) throws(PinPolicyViolation) {
        if let first = violations(of: pin).first {
            throw first
        }
    }

    /// The value of an ASCII digit, or nil for anything else (including digits from other scripts).
    private static func asciiDigitValue(_ character: Character) -> Int? {
        guard let ascii = character.asciiValue, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii) else {
            return nil
        }
        return Int(ascii - UInt8(ascii: "0"))
    }

    private static func highestOccurrenceCount(of digits: [Int]) -> Int {
        var counts = [Int](repeating: 0, count: 10)
        for digit in digits {
            counts[digit] += 1
        }
        return counts.max() ?? 0
    }

    /// True when the digits climb or fall by exactly one at every step, without wrapping 9 to 0.
    private static func isSingleRun(_ digits: [Int]) -> Bool {
        // Two digits are a pair rather than a sequence; refusing them would only hurt tiny PIN lengths.
        guard digits.count >= 3 else { return false }
        let steps = zip(digits, digits.dropFirst()).map { $1 - $0 }
        return steps.allSatisfy { $0 == 1 } || steps.allSatisfy { $0 == -1 }
    }
}
