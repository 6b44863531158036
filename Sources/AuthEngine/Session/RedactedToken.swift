/// A token string that no textual form reveals: access, refresh and ID tokens travel in this.
///
/// `description`, `debugDescription`, string interpolation and `dump` all show a placeholder; the
/// value is read only through `unredactedValue`, a name that is easy to find in review.
package struct RedactedToken: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The token itself; read it only to put it on the wire.
    package let unredactedValue: String

    /// Wraps a token as received from the server.
    package init(_ unredactedValue: String) {
        self.unredactedValue = unredactedValue
    }

    /// A placeholder: not even the length, which would tell token kinds apart in logs.
    package var description: String { "<redacted token>" }

    /// The same placeholder as `description`.
    package var debugDescription: String { description }

    /// A mirror without children, so `dump` and reflection cannot reach the value.
    package var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// Compares in constant time, as for any secret.
    package static func == (lhs: RedactedToken, rhs: RedactedToken) -> Bool {
        ConstantTime.equals(Array(lhs.unredactedValue.utf8), Array(rhs.unredactedValue.utf8))
    }
}
