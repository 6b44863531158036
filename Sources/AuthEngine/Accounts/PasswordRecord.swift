/// What the server keeps instead of a password: a per-record salt, an iteration count and the
/// PBKDF2-HMAC-SHA256 key derived from the password with them.
///
/// The iteration count travels with the record, so raising the default later leaves old records
/// verifiable. In JSON the salt and key are standard base64 strings.
package struct PasswordRecord: Codable, Sendable, Equatable {
    /// The salt length for new records, in bytes.
    package static let saltByteCount = 16
    /// The derived key length, in bytes: one SHA-256 block, the most PBKDF2 gives in one pass.
    package static let keyByteCount = 32
    /// The most PBKDF2 rounds a stored record may ask for: about 16 times the product's 600,000, and
    /// a bound on how long a damaged record can make one sign-in compute.
    package static let maximumIterations = 10_000_000
    /// The longest salt a stored record may have; records are made with 16 bytes.
    package static let maximumSaltByteCount = 256

    /// Random bytes that make equal passwords produce different keys.
    package let salt: [UInt8]
    /// The number of PBKDF2 rounds the key was derived with.
    package let iterations: Int
    /// The derived key; redacted in every textual form.
    package let derivedKey: SecretBytes

    /// Wraps stored values, as when reading a record back.
    package init(salt: [UInt8], iterations: Int, derivedKey: SecretBytes) {
        self.salt = salt
        self.iterations = iterations
        self.derivedKey = derivedKey
    }

    /// Derives a new record for `password` with a fresh random salt and `iterations` rounds.
    ///
    /// `iterations` must be at least 1; it is configuration, not input, so a bad value is a bug.
    package static func make(password: String, iterations: Int) -> PasswordRecord {
        make(password: password, iterations: iterations, keyDerivation: PasswordKeyDerivation.pbkdf2)
    }

    /// True when `password` derives this record's key; the keys are compared in constant time.
    package func matches(_ password: String) -> Bool {
        matches(password, keyDerivation: PasswordKeyDerivation.pbkdf2)
    }

    static func make(
        password: String, iterations: Int, keyDerivation: PasswordKeyDerivation
    ) -> PasswordRecord {
        // Configuration, never input: `ServerConfiguration.passwordIterations`, fixed by the code
        // that starts the server, so a bad value is a bug in that code.
        precondition(iterations >= 1, "a password record needs at least one PBKDF2 iteration")
        let salt = SecureRandom.bytes(count: saltByteCount)
        let key = keyDerivation.derive(Array(password.utf8), salt, iterations)
        return PasswordRecord(salt: salt, iterations: iterations, derivedKey: SecretBytes(key))
    }

    func matches(_ password: String, keyDerivation: PasswordKeyDerivation) -> Bool {
        // A hand-built record with no rounds or no key would otherwise match the empty derivation.
        guard iterations >= 1, !derivedKey.bytes.isEmpty else { return false }
        let candidate = keyDerivation.derive(Array(password.utf8), salt, iterations)
        return ConstantTime.equals(candidate, derivedKey.bytes)
    }

    private enum CodingKeys: String, CodingKey {
        case salt
        case iterations
        case derivedKey
    }

    /// Reads a record, refusing one that could never verify a password or whose cost is out of
    /// bounds (a damaged iteration count must not make a sign-in run for hours).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let salt = Base64.decode(try container.decode(String.self, forKey: .salt)),
            (1...Self.maximumSaltByteCount).contains(salt.count)
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .salt, in: container, debugDescription: "The salt is not base64 of 1 to 256 bytes.")
        }
        let iterations = try container.decode(Int.self, forKey: .iterations)
        guard (1...Self.maximumIterations).contains(iterations) else {
            throw DecodingError.dataCorruptedError(
                forKey: .iterations, in: container, debugDescription: "The iteration count is out of bounds.")
        }
        guard let key = Base64.decode(try container.decode(String.self, forKey: .derivedKey)),
            key.count == Self.keyByteCount
        else {
            // The message names the field only: a stored key must not reach a log.
            throw DecodingError.dataCorruptedError(
                forKey: .derivedKey, in: container,
                debugDescription: "The derived key is not base64 of 32 bytes.")
        }
        self.init(salt: salt, iterations: iterations, derivedKey: SecretBytes(key))
    }

    /// Writes the record with base64 salt and key.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Base64.encode(salt), forKey: .salt)
        try container.encode(iterations, forKey: .iterations)
        try container.encode(Base64.encode(derivedKey.bytes), forKey: .derivedKey)
    }
}
