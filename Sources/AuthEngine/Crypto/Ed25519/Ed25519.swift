/// Ed25519 signatures (RFC 8032 §5.1): the asymmetric key that signs ID tokens, so that anyone
/// holding the published public key can check them (issue 32).
///
/// Signing handles secrets and runs in constant time: the public key and the commitment R come
/// from `BasePointMultiplication` (a table scanned in full with masks), the scalar arithmetic
/// modulo L is branch-free (`Scalar`), and so is every field operation. Verification handles only
/// public data and is variable-time (`DoubleScalarMultiplication`, point decoding).
package enum Ed25519 {
    /// Why bytes were refused as a key.
    package enum KeyError: Error, Equatable {
        /// The key is not 32 bytes.
        case wrongLength
        /// The bytes do not encode a point of the curve (RFC 8032 §5.1.3).
        case invalidPoint
    }

    /// A signing key: the 32-byte seed and what RFC 8032 §5.1.5 expands it to.
    package struct PrivateKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible,
        CustomReflectable
    {
        /// The seed, which is all that needs storing; a secret.
        package let seed: SecretBytes
        /// The public half, which verifies this key's signatures.
        package let publicKey: PublicKey
        // The clamped secret scalar a and the nonce prefix: the two halves of SHA-512(seed).
        private let scalar: SecretBytes
        private let prefix: SecretBytes

        /// Expands a 32-byte seed into the key.
        package init(seed: [UInt8]) throws(Ed25519.KeyError) {
            guard seed.count == 32 else { throw .wrongLength }
            let digest = SHA512.hash(seed)
            var scalar = Array(digest[0..<32])
            scalar[0] &= 248
            scalar[31] &= 127
            scalar[31] |= 64
            self.seed = SecretBytes(seed)
            self.scalar = SecretBytes(scalar)
            self.prefix = SecretBytes(Array(digest[32..<64]))
            let point = BasePointMultiplication.multiply(scalar)
            self.publicKey = PublicKey(point: point, rawRepresentation: point.encoded)
        }

        /// Expands a seed held as a secret, such as one read back from storage.
        package init(seed: SecretBytes) throws(Ed25519.KeyError) {
            try self.init(seed: seed.bytes)
        }

        /// A new key from a seed of the system's secure random generator.
        package static func generate() -> PrivateKey {
            do {
                return try PrivateKey(seed: SecureRandom.bytes(count: 32))
            } catch {
                preconditionFailure("a 32-byte seed is always accepted")
            }
        }

        /// The 64-byte signature R ‖ S of `message` (RFC 8032 §5.1.6); deterministic.
        package func signature(for message: [UInt8]) -> [UInt8] {
            var nonceHash = SHA512()
            nonceHash.update(prefix.bytes)
            nonceHash.update(message)
            let nonce = Scalar(reducingWide: nonceHash.finalize())
            let commitment = BasePointMultiplication.multiply(nonce.bytes).encoded
            let challenge = Ed25519.challenge(
                commitment: commitment, publicKey: publicKey.rawRepresentation, message: message)
            let response = nonce + challenge * Scalar(bytes: scalar.bytes[...])
            return commitment + response.bytes
        }

        /// A redacted form: no part of the key is shown.
        package var description: String { "Ed25519.PrivateKey(<redacted>)" }

        /// A redacted form: no part of the key is shown.
        package var debugDescription: String { description }

        /// A mirror without children, so `dump` and reflection cannot reach the secret.
        package var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
    }

    /// A verifying key: 32 bytes that decode to a point of the curve.
    package struct PublicKey: Sendable, Equatable {
        /// The encoded point (RFC 8032 §5.1.2), as published in a JWK's `x`.
        package let rawRepresentation: [UInt8]
        // -A, 3(-A), …, 15(-A), computed once: verification computes [S]B + [k](-A).
        private let negatedOddMultiples: [CachedPoint]

        /// Reads a public key, refusing a wrong length or bytes that are not a point.
        package init(rawRepresentation: [UInt8]) throws(Ed25519.KeyError) {
            guard rawRepresentation.count == 32 else { throw .wrongLength }
            guard let point = EdwardsPoint(decoding: rawRepresentation) else { throw .invalidPoint }
            self.init(point: point, rawRepresentation: rawRepresentation)
        }

        fileprivate init(point: EdwardsPoint, rawRepresentation: [UInt8]) {
            self.rawRepresentation = rawRepresentation
            self.negatedOddMultiples = DoubleScalarMultiplication.oddMultiplesForAddition(of: point.negated)
        }

        /// Whether `signature` is this key's signature of `message` (RFC 8032 §5.1.7, the
        /// cofactorless equation [S]B = R + [k]A checked on R's encoding, as OpenSSL does).
        ///
        /// Refused: a signature that is not 64 bytes, an S not below L, an R that does not decode.
        /// R is not decoded: the recomputed point's encoding is canonical and decodes, so bytes
        /// that do not (y ≥ p, no square root, x = 0 marked negative) can never equal it.
        package func isValidSignature(_ signature: [UInt8], for message: [UInt8]) -> Bool {
            guard signature.count == 64 else { return false }
            let commitment = Array(signature[0..<32])
            let response = signature[32..<64]
            guard Scalar.isCanonical(response) else { return false }
            let challenge = Ed25519.challenge(
                commitment: commitment, publicKey: rawRepresentation, message: message)
            let recomputed = DoubleScalarMultiplication.multiply(
                challenge.bytes, negatedOddMultiples, plusBaseTimes: Array(response))
            return recomputed.encoded == commitment
        }

        /// Keys are equal when their encodings are.
        package static func == (lhs: PublicKey, rhs: PublicKey) -> Bool {
            lhs.rawRepresentation == rhs.rawRepresentation
        }
    }

    /// k = SHA-512(R ‖ A ‖ message) mod L.
    private static func challenge(commitment: [UInt8], publicKey: [UInt8], message: [UInt8]) -> Scalar {
        var hash = SHA512()
        hash.update(commitment)
        hash.update(publicKey)
        hash.update(message)
        return Scalar(reducingWide: hash.finalize())
    }
}
