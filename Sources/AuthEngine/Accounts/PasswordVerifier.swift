/// Checks sign-in passwords so that an unknown account costs the same work as a wrong password.
///
/// Without the dummy derivation an attacker could time sign-in answers to learn which emails have
/// accounts, defeating the identical "wrong email or password" message.
package struct PasswordVerifier: Sendable {
    /// The PBKDF2 rounds for new records and for the dummy derivation of unknown accounts.
    ///
    /// Records made earlier with another count are still checked with their own count; only the
    /// unknown-account path uses this one, which matches every record made since it was set.
    package let iterations: Int
    private let keyDerivation: PasswordKeyDerivation
    // A record no password derives (its key is random), checked in place of a missing account.
    private let dummyRecord: PasswordRecord

    /// Creates a verifier; `keyDerivation` is replaced only by tests that count derivations.
    package init(iterations: Int, keyDerivation: PasswordKeyDerivation = .pbkdf2) {
        // Configuration, never input: the server passes `ServerConfiguration.passwordIterations`.
        precondition(iterations >= 1, "a password verifier needs at least one PBKDF2 iteration")
        self.iterations = iterations
        self.keyDerivation = keyDerivation
        self.dummyRecord = PasswordRecord(
            salt: SecureRandom.bytes(count: PasswordRecord.saltByteCount),
            iterations: iterations,
            derivedKey: SecretBytes.random(count: PasswordRecord.keyByteCount))
    }

    /// Derives a new record for `password` with this verifier's iteration count.
    package func makeRecord(for password: String) -> PasswordRecord {
        PasswordRecord.make(password: password, iterations: iterations, keyDerivation: keyDerivation)
    }

    /// True when `record` exists and `password` matches it.
    ///
    /// A nil `record` (no such account) still runs one full derivation and comparison, then answers
    /// false, so callers must look the account up first and pass whatever they found.
    package func verify(password: String, against record: PasswordRecord?) -> Bool {
        guard let record else {
            _ = dummyRecord.matches(password, keyDerivation: keyDerivation)
            return false
        }
        return record.matches(password, keyDerivation: keyDerivation)
    }
}
