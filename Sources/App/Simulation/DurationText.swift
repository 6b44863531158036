import Interactors

/// Durations as `clock advance` takes them: whole numbers with a unit, one or several, such as
/// `90s`, `14m`, `2h`, `31d` or `1h30m`.
enum DurationText {
    /// The longest advance at once, the engine's.
    static let maximumSeconds = HomeSimulation.maximumAdvanceSeconds

    /// The seconds `text` stands for; nil for anything else (a sign, a fraction, no unit, zero, or
    /// more than the maximum).
    @Sendable static func seconds(_ text: String) -> Int64? {
        var total: Int64 = 0
        var digits = ""
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                digits.append(Character(String(digit)))
                continue
            }
            guard let unit = unitSeconds(character), !digits.isEmpty, digits.count <= 10,
                let amount = Int64(digits)
            else { return nil }
            total += amount * unit
            guard total <= maximumSeconds else { return nil }
            digits = ""
        }
        guard digits.isEmpty, total > 0 else { return nil }
        return total
    }

    private static func unitSeconds(_ unit: Character) -> Int64? {
        switch unit {
        case "s": 1
        case "m": 60
        case "h": 3600
        case "d": 86_400
        default: nil
        }
    }
}
