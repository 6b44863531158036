import Interactors

/// How an ID token reads on the Dashboard and on Profile: its claims as indented JSON (two spaces
/// per level, keys sorted, so the same token always reads the same and can be copied as JSON),
/// then each time claim as a UTC date, so `"exp": 1795003600` need not be decoded by hand.
enum IdTokenText {
    static let heading = "ID token claims:"

    /// The JSON lines, then one line per time the token carries, such as
    /// `Expires at (exp):  2026-11-24 11:00:00 UTC`.
    static func lines(for token: IdToken) -> [String] {
        let times: [(label: String, seconds: Int64?)] = [
            ("Issued at (iat):", token.issuedAt),
            ("Not before (nbf):", token.notBefore),
            ("Expires at (exp):", token.expiresAt),
            ("Signed in at (auth_time):", token.authenticatedAt),
        ]
        let present = times.compactMap { time in time.seconds.map { (time.label, $0) } }
        let width = present.map(\.0.count).max() ?? 0
        let timeLines = present.map { label, seconds in
            label + String(repeating: " ", count: width - label.count + 2) + TimeText.utc(seconds)
        }
        return jsonLines(.object(token.claims)) + timeLines
    }

    /// `value` as indented JSON, one line per member or element.
    static func jsonLines(_ value: ClaimValue) -> [String] {
        var lines = [""]
        write(value, indent: 0, into: &lines)
        return lines
    }

    /// Appends `value` to the last line, opening a line per member or element of an array or
    /// object and one for its closing bracket.
    private static func write(_ value: ClaimValue, indent: Int, into lines: inout [String]) {
        let inner = String(repeating: "  ", count: indent + 1)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            lines[lines.count - 1] += "["
            for (offset, element) in elements.enumerated() {
                lines.append(inner)
                write(element, indent: indent + 1, into: &lines)
                if offset < elements.count - 1 { lines[lines.count - 1] += "," }
            }
            lines.append(String(repeating: "  ", count: indent) + "]")
        case .object(let members) where !members.isEmpty:
            lines[lines.count - 1] += "{"
            let keys = members.keys.sorted()
            for (offset, key) in keys.enumerated() {
                lines.append(inner + quoted(key) + ": ")
                write(members[key] ?? .null, indent: indent + 1, into: &lines)
                if offset < keys.count - 1 { lines[lines.count - 1] += "," }
            }
            lines.append(String(repeating: "  ", count: indent) + "}")
        case .array, .object, .null, .bool, .integer, .number, .string:
            lines[lines.count - 1] += scalar(value)
        }
    }

    private static func scalar(_ value: ClaimValue) -> String {
        switch value {
        case .array: "[]"
        case .object: "{}"
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let whole): String(whole)
        // Dates signed as doubles read as whole seconds, as people expect them.
        case .number(let real) where real == real.rounded() && abs(real) < 9e15: String(Int64(real))
        case .number(let real): real.isFinite ? real.description : "null"
        case .string(let text): quoted(text)
        }
    }

    /// JSON's one-letter escapes, by the control character's value.
    private static let letterEscapes: [UInt32: String] = [
        0x08: "b", 0x09: "t", 0x0A: "n", 0x0C: "f", 0x0D: "r",
    ]

    /// `text` as a JSON string: only `"`, `\` and control characters are escaped; everything else
    /// is left for the view, which shows untrusted text safely.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" {
                result += "\\" + String(scalar)
            } else if let letter = letterEscapes[scalar.value] {
                result += "\\" + letter
            } else if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
