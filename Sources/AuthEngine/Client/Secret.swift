/// Text a person typed that must never be printed: a PIN or a password.
///
/// Every textual form shows only that it is redacted; read `value` only to feed a check or a key
/// derivation.
package struct Secret: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable, ExpressibleByStringLiteral
{
    /// The text itself.
    package let value: String

    /// Wraps typed text.
    package init(_ value: String) {
        self.value = value
    }

    /// Wraps a literal; for tests.
    package init(stringLiteral value: String) {
        self.value = value
    }

    /// True when nothing was typed.
    package var isEmpty: Bool { value.isEmpty }

    /// Always `<redacted>`.
    package var description: String { "<redacted>" }

    /// Always `<redacted>`.
    package var debugDescription: String { "<redacted>" }

    /// A mirror without children, so `dump` cannot reach the text.
    package var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// Compares in constant time.
    package static func == (lhs: Secret, rhs: Secret) -> Bool {
        ConstantTime.equals(Array(lhs.value.utf8), Array(rhs.value.utf8))
    }
}
