/// What a server stores for one user: salt, iteration count, StoredKey and ServerKey, never the password.
///
/// The keys are secret (StoredKey with an eavesdropped exchange impersonates the client; ServerKey
/// impersonates the server), so every textual form hides them. It encodes as base64 strings.
package struct SCRAMCredential: Sendable, Equatable, Codable, CustomStringConvertible, CustomReflectable {
    /// The salt the password is derived with; sixteen random bytes by default.
    package static let defaultSaltByteCount = 16
    /// The longest salt accepted: a longer one could not even fit a server-first message.
    package static let maximumSaltByteCount = 256
    /// The most PBKDF2 rounds a credential may ask for, so neither a stored verifier nor a request
    /// can make anyone derive for hours; clients accept at most `ClientConfiguration`'s own maximum.
    package static let maximumIterations = 10_000_000

    /// The PBKDF2 salt.
    package let salt: [UInt8]
    /// The PBKDF2 iteration count.
    package let iterations: Int
    /// H(ClientKey): what the server checks a client proof against.
    package let storedKey: SecretBytes
    /// HMAC(SaltedPassword, "Server Key"): what the server signs its final message with.
    package let serverKey: SecretBytes

    /// Wraps stored values, checking that they can form a valid exchange.
    package init(salt: [UInt8], iterations: Int, storedKey: SecretBytes, serverKey: SecretBytes)
        throws(SCRAMError)
    {
        guard (1...Self.maximumSaltByteCount).contains(salt.count) else { throw .invalidSalt }
        guard (1...Self.maximumIterations).contains(iterations) else { throw .invalidIterationCount }
        guard storedKey.count == SHA256.digestByteCount, serverKey.count == HMACSHA256.macByteCount else {
            throw .invalidCredential
        }
        self.salt = salt
        self.iterations = iterations
        self.storedKey = storedKey
        self.serverKey = serverKey
    }

    /// Derives the credential for `password`, as at registration or when the password changes.
    package static func derive(
        password: SecretBytes,
        salt: [UInt8] = SecureRandom.bytes(count: defaultSaltByteCount),
        iterations: Int
    ) throws(SCRAMError) -> SCRAMCredential {
        // Checked before the derivation, which is the slow part.
        guard (1...Self.maximumSaltByteCount).contains(salt.count) else { throw .invalidSalt }
        guard (1...Self.maximumIterations).contains(iterations) else { throw .invalidIterationCount }
        let keys = try SCRAMKeys(password: password, salt: salt, iterations: iterations)
        return try SCRAMCredential(
            salt: salt, iterations: iterations, storedKey: SecretBytes(keys.storedKey),
            serverKey: SecretBytes(keys.serverKey))
    }

    /// Salt and iterations only.
    package var description: String {
        "SCRAMCredential(salt: \(Base64.encode(salt)), iterations: \(iterations), keys: <redacted>)"
    }

    /// A mirror without the keys, so `dump` cannot reach them.
    package var customMirror: Mirror {
        Mirror(self, children: ["salt": salt, "iterations": iterations], displayStyle: .struct)
    }

    private enum CodingKeys: String, CodingKey {
        case salt
        case iterations
        case storedKey
        case serverKey
    }

    /// Decodes base64 fields and refuses values that could not form a valid exchange.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func bytes(_ key: CodingKeys) throws -> [UInt8] {
            guard let bytes = Base64.decode(try container.decode(String.self, forKey: key)) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "not canonical base64")
            }
            return bytes
        }
        do {
            try self.init(
                salt: bytes(.salt), iterations: container.decode(Int.self, forKey: .iterations),
                storedKey: SecretBytes(bytes(.storedKey)), serverKey: SecretBytes(bytes(.serverKey)))
        } catch let error as SCRAMError {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.debugDescription))
        }
    }

    /// Encodes each byte field as a base64 string.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Base64.encode(salt), forKey: .salt)
        try container.encode(iterations, forKey: .iterations)
        try container.encode(Base64.encode(storedKey.bytes), forKey: .storedKey)
        try container.encode(Base64.encode(serverKey.bytes), forKey: .serverKey)
    }
}
