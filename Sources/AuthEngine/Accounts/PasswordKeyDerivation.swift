/// The function that turns a password, salt and iteration count into a key.
///
/// Production uses `pbkdf2`; a test wraps it to count derivations and their iteration counts, which
/// is how "an unknown email costs the same work as a wrong password" is proven without a stopwatch.
package struct PasswordKeyDerivation: Sendable {
    /// Derives `PasswordRecord.keyByteCount` bytes from password bytes, salt and iteration count.
    package let derive: @Sendable (_ password: [UInt8], _ salt: [UInt8], _ iterations: Int) -> [UInt8]

    /// Wraps a derivation function.
    package init(
        _ derive: @escaping @Sendable (_ password: [UInt8], _ salt: [UInt8], _ iterations: Int) -> [UInt8]
    ) {
        self.derive = derive
    }

    /// PBKDF2-HMAC-SHA256 with a 32-byte output.
    ///
    /// An iteration count below 1 (possible only in a hand-built record) yields an empty key instead
    /// of crashing; `PasswordRecord` refuses every password for such a record.
    package static let pbkdf2 = PasswordKeyDerivation { password, salt, iterations in
        let key = try? PBKDF2.deriveKey(
            password: password, salt: salt, iterations: iterations, keyByteCount: PasswordRecord.keyByteCount)
        return key ?? []
    }
}
