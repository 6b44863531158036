import AuthEngine
import Testing

@Suite("PIN policy: length, digits only, similar digits, sequences, blacklist")
struct PinPolicyTests {
    let policy = PinPolicy()

    @Test(
        "PINs that break no rule are accepted",
        arguments: ["24680", "13572", "11223", "90817", "12349", "91234", "89012", "10987", "35813"])
    func acceptsGoodPins(pin: String) throws {
        // 11223 is on the default blacklist; this row checks the similar-digit rule alone.
        let policy = PinPolicy(blacklist: [])
        #expect(policy.violations(of: pin) == [])
        try policy.validate(pin)
    }

    @Test("wrong length is refused", arguments: ["", "2468", "246801", "2468013579"])
    func wrongLength(pin: String) {
        #expect(policy.violations(of: pin) == [.wrongLength(required: 5)])
    }

    @Test(
        "length is counted in characters, not bytes", arguments: ["1\u{301}2\u{301}3\u{301}4\u{301}5\u{301}"])
    func lengthInCharacters(pin: String) {
        // Five characters, each a digit with a combining accent: right length, but not plain digits.
        #expect(policy.violations(of: pin) == [.notDigitsOnly])
    }

    @Test(
        "anything but ASCII 0-9 is refused, including digits from other scripts",
        arguments: [
            "2468a", "24 68", "-2468", "2468\n", "\u{0662}\u{0664}\u{0666}\u{0668}\u{0660}",  // Arabic-Indic
            "\u{FF12}\u{FF14}\u{FF16}\u{FF18}\u{FF10}",  // full-width
            "\u{06F2}4680", "²4680", "Ⅴ4680", "246８0",
        ])
    func notDigitsOnly(pin: String) {
        #expect(policy.violations(of: pin) == [.notDigitsOnly])
    }

    @Test(
        "at most N of the same digit, anywhere in the PIN",
        arguments: [
            ("11223", 2, true), ("12123", 2, true), ("11213", 2, false), ("10101", 2, false),
            ("77777", 4, false), ("77778", 4, true), ("97531", 1, true), ("97539", 1, false),
        ])
    func similarDigits(pin: String, maximum: Int, accepted: Bool) {
        let policy = PinPolicy(maximumSimilarDigits: maximum, blacklist: [])
        let expected: [PinPolicyViolation] = accepted ? [] : [.tooManySimilarDigits(maximum: maximum)]
        #expect(policy.violations(of: pin) == expected)
    }

    @Test(
        "a run over the whole PIN is a sequence; partial runs and wrap-around are not",
        arguments: [
            ("12345", true), ("54321", true), ("01234", true), ("56789", true), ("98765", true),
            ("43210", true), ("12346", false), ("91234", false), ("23450", false), ("78901", false),
            ("89012", false), ("21098", false), ("13579", false), ("12321", false),
        ])
    func sequences(pin: String, isSequence: Bool) {
        let policy = PinPolicy(blacklist: [])
        #expect(policy.violations(of: pin) == (isSequence ? [.sequence] : []))
    }

    @Test("sequences are allowed when the policy says so")
    func sequencesAllowed() {
        let policy = PinPolicy(forbidsSequences: false, blacklist: [])
        #expect(policy.violations(of: "12345") == [])
    }

    @Test("a sequence needs at least three digits", arguments: [("12", false), ("123", true), ("321", true)])
    func shortSequences(pin: String, isSequence: Bool) {
        let policy = PinPolicy(requiredLength: pin.count, blacklist: [])
        #expect(policy.violations(of: pin) == (isSequence ? [.sequence] : []))
    }

    @Test("sequences are judged at any length", arguments: ["123456", "9876"])
    func sequenceOfOtherLength(pin: String) {
        #expect(policy.violations(of: pin) == [.wrongLength(required: 5), .sequence])
    }

    @Test("blacklisted PINs are refused", arguments: ["13579", "02468", "11223", "12321", "97531"])
    func blacklisted(pin: String) {
        #expect(policy.violations(of: pin) == [.blacklisted])
    }

    @Test("a custom blacklist replaces the default")
    func customBlacklist() {
        let policy = PinPolicy(blacklist: ["24680"])
        #expect(policy.violations(of: "24680") == [.blacklisted])
        #expect(policy.violations(of: "13579") == [])
    }

    @Test("every violation is reported, in the fixed order")
    func allViolationsInOrder() {
        #expect(policy.violations(of: "11111") == [.tooManySimilarDigits(maximum: 2), .blacklisted])
        #expect(policy.violations(of: "12345") == [.sequence, .blacklisted])
        #expect(
            policy.violations(of: "1111a1") == [
                .wrongLength(required: 5), .notDigitsOnly, .tooManySimilarDigits(maximum: 2),
            ])
        let strict = PinPolicy(requiredLength: 6, blacklist: ["00000"])
        #expect(
            strict.violations(of: "00000") == [
                .wrongLength(required: 6), .tooManySimilarDigits(maximum: 2), .blacklisted,
            ])
    }

    @Test("validate throws the first violation")
    func validateThrowsFirst() {
        #expect(throws: PinPolicyViolation.tooManySimilarDigits(maximum: 2)) { try policy.validate("11111") }
        #expect(throws: PinPolicyViolation.wrongLength(required: 5)) { try policy.validate("12") }
    }

    @Test(
        "a violation prints as its rule and limit, for developers (the app words it), never the PIN",
        arguments: [
            (PinPolicyViolation.wrongLength(required: 5), "wrongLength(required: 5)"),
            (.notDigitsOnly, "notDigitsOnly"),
            (.tooManySimilarDigits(maximum: 2), "tooManySimilarDigits(maximum: 2)"),
            (.sequence, "sequence"),
            (.blacklisted, "blacklisted"),
        ])
    func printsAsCode(violation: PinPolicyViolation, code: String) throws {
        #expect("\(violation)" == code)
        let violations = PinPolicy(requiredLength: 6).violations(of: "24680")
        #expect(!violations.isEmpty)
        #expect(!String(reflecting: violations).contains("24680"))
    }

    @Test("the policy and its violations survive JSON")
    func codable() throws {
        let policy = PinPolicy(
            requiredLength: 6, maximumSimilarDigits: 3, forbidsSequences: false, blacklist: ["1"])
        #expect(try roundTripJSON(policy) == policy)
        let violations: [PinPolicyViolation] = [.wrongLength(required: 5), .notDigitsOnly, .sequence]
        #expect(try roundTripJSON(violations) == violations)
    }
}
