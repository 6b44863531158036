/// Calendar text for the `Date` header and log lines, computed from Unix time (UTC) without the
/// C library's locale- and time-zone-dependent formatting.
package enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// The IMF-fixdate of RFC 9110 §5.6.7, such as `Sun, 06 Nov 1994 08:49:37 GMT`.
    package static func imfFixdate(unixSeconds: Int64) -> String {
        let time = CivilTime(unixSeconds: unixSeconds)
        return weekdays[time.weekday] + ", " + padded(time.day, 2) + " " + months[time.month - 1] + " "
            + padded(time.year, 4) + " " + padded(time.hour, 2) + ":" + padded(time.minute, 2) + ":"
            + padded(time.second, 2) + " GMT"
    }

    /// ISO 8601 in UTC with milliseconds, such as `1994-11-06T08:49:37.123Z`.
    package static func iso8601(unixMilliseconds: Int64) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        appendISO8601(unixMilliseconds: unixMilliseconds, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `iso8601(unixMilliseconds:)`'s text to `bytes`, for a line built as bytes.
    static func appendISO8601(unixMilliseconds: Int64, to bytes: inout [UInt8]) {
        let seconds = floorDivide(unixMilliseconds, 1000)
        let milliseconds = Int(unixMilliseconds - seconds * 1000)
        let time = CivilTime(unixSeconds: seconds)
        func field(_ value: Int, _ width: Int, then separator: Unicode.Scalar) {
            HTTPSyntax.appendDecimal(value, width: width, to: &bytes)
            bytes.append(UInt8(ascii: separator))
        }
        field(time.year, 4, then: "-")
        field(time.month, 2, then: "-")
        field(time.day, 2, then: "T")
        field(time.hour, 2, then: ":")
        field(time.minute, 2, then: ":")
        field(time.second, 2, then: ".")
        field(milliseconds, 3, then: "Z")
    }

    private static func padded(_ value: Int, _ width: Int) -> String {
        var digits: [UInt8] = []
        HTTPSyntax.appendDecimal(value, width: width, to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }

    fileprivate static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }
}

/// A moment in UTC broken into calendar fields (proleptic Gregorian, as RFC 9110 uses).
private struct CivilTime {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    /// 0 for Sunday.
    var weekday: Int

    init(unixSeconds: Int64) {
        let days = HTTPDate.floorDivide(unixSeconds, 86_400)
        let secondOfDay = Int(unixSeconds - days * 86_400)
        hour = secondOfDay / 3600
        minute = secondOfDay % 3600 / 60
        second = secondOfDay % 60
        // 1970-01-01 was a Thursday.
        weekday = Int((days % 7 + 11) % 7)
        // Howard Hinnant's days-to-civil algorithm: eras of 400 years starting on March 1st.
        let shifted = days + 719_468
        let era = HTTPDate.floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = Int(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1)
        month = Int(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9)
        year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
    }
}
