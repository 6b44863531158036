import Interactors

/// The sentence for each PIN rule a chosen PIN breaks, and the rules as the screen lists them.
package enum PinRuleText {
    /// What is wrong with a PIN that breaks `rule`.
    package static func message(for rule: PinRule) -> String {
        switch rule {
        case .wrongLength(let required): "The PIN must be exactly \(required) digits long."
        case .digitsOnly: "The PIN may contain only the digits 0 to 9."
        case .tooManySimilarDigits(let maximum) where maximum <= 1:
            "Each digit may appear only once in the PIN."
        case .tooManySimilarDigits(let maximum): "No digit may appear more than \(maximum) times in the PIN."
        case .noSequence: "The PIN cannot be a run of consecutive digits, such as 12345 or 54321."
        case .notCommon: "This PIN is too common and easy to guess."
        }
    }

    /// The rules a new PIN must follow, one line each, as the screen explains them up front.
    package static func summary(of rules: PinRules) -> [String] {
        var lines = ["Choose a PIN of \(rules.requiredLength) digits."]
        if rules.maximumSimilarDigits < rules.requiredLength {
            let times = rules.maximumSimilarDigits == 1 ? "once" : "\(rules.maximumSimilarDigits) times"
            lines.append("  - no digit more than \(times)")
        }
        if rules.forbidsSequences { lines.append("  - not a run such as 12345 or 54321") }
        if rules.refusesCommonPins { lines.append("  - not a common PIN") }
        return lines
    }
}
