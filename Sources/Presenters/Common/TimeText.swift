/// Times as people read them, without Foundation: `2025-03-01 09:30:00 UTC` for a moment,
/// `1m 30s` for a span, `in 1m 30s` / `1m 30s ago` for a moment seen from now.
package enum TimeText {
    /// `seconds` since the epoch as a UTC date and time.
    package static func utc(_ seconds: Int64) -> String {
        let days = floorDivide(seconds, 86_400)
        // The remainder, not `seconds - days * 86_400`: that product overflows near Int64.min, and
        // times come from files and the server.
        let remainder = seconds % 86_400
        let secondOfDay = remainder < 0 ? remainder + 86_400 : remainder
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        return "\(year)-\(twoDigits(month))-\(twoDigits(day)) "
            + "\(twoDigits(secondOfDay / 3600)):\(twoDigits(secondOfDay / 60 % 60)):\(twoDigits(secondOfDay % 60)) UTC"
    }

    /// A span of `seconds` (never negative) in its two largest units: `45s`, `1m 30s`, `2h 5m`,
    /// `3d 4h`.
    package static func span(_ seconds: Int64) -> String {
        let value = max(0, seconds)
        let units: [(Int64, String)] = [(86_400, "d"), (3600, "h"), (60, "m"), (1, "s")]
        guard let first = units.firstIndex(where: { value >= $0.0 }) else { return "0s" }
        let (size, name) = units[first]
        let whole = value / size
        let rest = value % size
        guard first + 1 < units.count else { return "\(whole)\(name)" }
        let (nextSize, nextName) = units[first + 1]
        let part = rest / nextSize
        return part == 0 ? "\(whole)\(name)" : "\(whole)\(name) \(part)\(nextName)"
    }

    /// `moment` seen from `now`: `in 1m 30s`, `1m 30s ago`, or `now`; a distance too large for
    /// `Int64` reads as the largest one rather than trapping.
    package static func relative(_ moment: Int64, from now: Int64) -> String {
        if moment == now { return "now" }
        return moment > now ? "in \(span(distance(moment, now)))" : "\(span(distance(now, moment))) ago"
    }

    /// `later - earlier` (with `later > earlier`), capped at `Int64.max`.
    private static func distance(_ later: Int64, _ earlier: Int64) -> Int64 {
        let (difference, overflow) = later.subtractingReportingOverflow(earlier)
        return overflow ? .max : difference
    }

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    /// Howard Hinnant's `civil_from_days`: the proleptic Gregorian date of a day count.
    private static func civilDate(daysSinceEpoch: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = daysSinceEpoch + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
