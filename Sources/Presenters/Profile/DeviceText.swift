import Interactors

/// The device list's lines.
enum DeviceText {
    static let heading = "Devices this account is registered on:"

    /// `  viper-auth on host — registered 2025-03-04 10:20 UTC (this device)`.
    static func line(_ device: ProfileDevice) -> String {
        let this = device.isThisDevice ? " (this device)" : ""
        return "  \(device.name) — registered \(utcTime(device.registeredAt))\(this)"
    }

    /// Seconds since the epoch as `YYYY-MM-DD HH:MM UTC` (the civil calendar, proleptic Gregorian).
    static func utcTime(_ seconds: Int64) -> String {
        // Floor division and a non-negative remainder, written so no stored time (Int64.min
        // included) can overflow: `seconds - 86_399` or `days * 86_400` would.
        let days = seconds >= 0 ? seconds / 86_400 : (seconds + 1) / 86_400 - 1
        let remainder = seconds % 86_400
        let secondOfDay = remainder < 0 ? remainder + 86_400 : remainder
        // Howard Hinnant's days-to-civil algorithm.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return "\(year)-\(twoDigits(month))-\(twoDigits(day)) "
            + "\(twoDigits(secondOfDay / 3_600)):\(twoDigits(secondOfDay % 3_600 / 60)) UTC"
    }

    private static func twoDigits(_ value: Int64) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
