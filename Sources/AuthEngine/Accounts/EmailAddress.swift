/// Email address helpers shared by sign-up, sign-in and rate limiting.
package enum EmailAddress {
    /// The longest address accepted, in UTF-8 bytes: the SMTP path limit (RFC 5321 §4.5.3.1.3)
    /// minus the angle brackets.
    package static let maximumByteCount = 254

    /// The form used as a lookup key: surrounding whitespace removed and lowercased.
    ///
    /// Lowercasing the local part is not what RFC 5321 promises, but every mainstream provider treats
    /// it as case-insensitive, and one person must not get two accounts or two rate-limit budgets.
    package static func normalized(_ address: String) -> String {
        address.trimmingWhitespace().lowercased()
    }

    /// True when `address` has the shape of an email address; a pragmatic check, not RFC 5322.
    ///
    /// The address is judged as given (normalise it first to forgive surrounding spaces). It must
    /// have exactly one `@`; a non-empty local part; a domain of at least two dot-separated labels,
    /// none empty (so no leading, trailing or doubled dot); no whitespace or control characters
    /// anywhere; and at most `maximumByteCount` UTF-8 bytes. Quoted local parts and IP-literal
    /// domains are refused; whether the address really receives mail only a sent message can tell.
    package static func isPlausible(_ address: String) -> Bool {
        guard !address.isEmpty, address.utf8.count <= maximumByteCount else { return false }
        let forbidden = address.unicodeScalars.contains { scalar in
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
        }
        guard !forbidden else { return false }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return false }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
    }
}

extension String {
    /// The string without leading and trailing whitespace (including newlines).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
