/// Text a person typed that must never be printed: a PIN or a password.
///
/// Every textual form shows only that it is redacted; read `value` only to feed a check or a key
/// derivation.
public struct Secret: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable, ExpressibleByStringLiteral
{
    /// The text itself.
    public let value: String

    /// Wraps typed text.
    public init(_ value: String) {
        self.value = value
    }

    /// Wraps a literal; for tests.
    public init(stringLiteral value: String) {
        self.value = value
    }

    /// True when nothing was typed.
    public var isEmpty: Bool { value.isEmpty }

    /// Always `<redacted>`.
    public var description: String { "<redacted>" }

    /// Always `<redacted>`.
    public var debugDescription: String { "<redacted>" }

    /// A mirror without children, so `dump` cannot reach the text.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// Compares in constant time.
    public static func == (lhs: Secret, rhs: Secret) -> Bool {
        ConstantTime.equals(Array(lhs.value.utf8), Array(rhs.value.utf8))
    }
}
