/// Bytes that must never be printed: device secrets, keys, tokens.
///
/// Every textual form (`description`, `debugDescription`, `dump`, string interpolation) shows only
/// the length, so a secret that reaches a log line or an error message by accident stays hidden.
package struct SecretBytes: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The secret itself; read it only to feed cryptography.
    package let bytes: [UInt8]

    /// Wraps existing secret bytes.
    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The bytes `text` encodes in canonical base64, or nil unless there are exactly `byteCount`:
    /// how a stored key is read back, so a key of another length is never used.
    package init?(base64 text: String, byteCount: Int) {
        guard let bytes = Base64.decode(text), bytes.count == byteCount else { return nil }
        self.init(bytes)
    }

    /// Creates `count` fresh random bytes.
    package static func random(count: Int) -> SecretBytes {
        SecretBytes(SecureRandom.bytes(count: count))
    }

    /// The number of bytes held.
    package var count: Int { bytes.count }

    /// A redacted form that shows the length only.
    package var description: String { "<redacted \(bytes.count) bytes>" }

    /// A redacted form that shows the length only.
    package var debugDescription: String { description }

    /// A mirror without children, so `dump` and reflection cannot reach the bytes.
    package var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

    /// Compares in constant time.
    package static func == (lhs: SecretBytes, rhs: SecretBytes) -> Bool {
        ConstantTime.equals(lhs.bytes, rhs.bytes)
    }
}
