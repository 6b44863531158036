import AuthEngine

/// Text a person typed that must never be shown: a PIN or a password.
///
/// Every textual form is `<redacted>`, so a secret cannot leak through a trace, an error or
/// string interpolation by accident.
package struct SecretInput: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    let text: String

    /// Wraps what was typed.
    package init(_ text: String) {
        self.text = text
    }

    /// True when nothing was typed.
    package var isEmpty: Bool { text.isEmpty }

    /// The number of characters typed; safe to show.
    package var count: Int { text.count }

    /// Always `<redacted>`.
    package var description: String { "<redacted>" }

    /// Always `<redacted>`.
    package var debugDescription: String { "<redacted>" }

    /// A mirror without children, so `dump` cannot reach the text.
    package var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// Compares in constant time.
    package static func == (lhs: SecretInput, rhs: SecretInput) -> Bool {
        ConstantTime.equals(Array(lhs.text.utf8), Array(rhs.text.utf8))
    }

    /// The HMAC-SHA256 of the text under `key`: lets a test's failure message tell two secrets
    /// apart without showing either; without the key it cannot be checked against a guess.
    package func digest(key: [UInt8]) -> [UInt8] {
        HMACSHA256.authenticate(Array(text.utf8), key: key)
    }

    var engineSecret: Secret { Secret(text) }
}
