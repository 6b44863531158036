/// RSA (RFC 8017) for RS256: PKCS #1 v1.5 signatures with SHA-256, as JWS (RFC 7515) uses them
/// for ID tokens anyone can verify.
package enum RSA {
    /// The smallest modulus accepted, in bits (NIST SP 800-131A: nothing shorter since 2013).
    package static let minimumModulusBits = 2048
    /// The largest modulus accepted, in bits, so a key read from outside cannot make each check
    /// arbitrarily slow.
    package static let maximumModulusBits = 16384

    /// Why a key's numbers are refused.
    package enum KeyError: Error, Equatable, Sendable {
        /// The modulus has fewer than `minimumModulusBits` or more than `maximumModulusBits` bits.
        case modulusSize
        /// The modulus is even, so it cannot be a product of two odd primes.
        case evenModulus
        /// The public exponent is even, below 3, or not below the modulus.
        case invalidPublicExponent
        /// A private component is zero, too large, or not related to the others as RFC 8017
        /// §3.2 requires (n = p·q, dP = d mod (p−1), e·dP ≡ 1, qInv·q ≡ 1 mod p, …).
        case inconsistentComponents
    }

    /// The numbers of a private key as JWK (RFC 7518 §6.3.2) and RFC 8017 §3.2 name them, each
    /// big-endian; secret apart from `modulus` and `publicExponent`.
    package struct PrivateKeyComponents: Sendable, Equatable, CustomStringConvertible, CustomReflectable {
        /// n.
        package var modulus: [UInt8]
        /// e.
        package var publicExponent: [UInt8]
        /// d.
        package var privateExponent: [UInt8]
        /// p.
        package var prime1: [UInt8]
        /// q.
        package var prime2: [UInt8]
        /// dP = d mod (p − 1).
        package var exponent1: [UInt8]
        /// dQ = d mod (q − 1).
        package var exponent2: [UInt8]
        /// qInv = q⁻¹ mod p.
        package var coefficient: [UInt8]

        /// Gathers the eight numbers; nothing is checked until a `PrivateKey` is made from them.
        package init(
            modulus: [UInt8], publicExponent: [UInt8], privateExponent: [UInt8], prime1: [UInt8],
            prime2: [UInt8], exponent1: [UInt8], exponent2: [UInt8], coefficient: [UInt8]
        ) {
            self.modulus = modulus
            self.publicExponent = publicExponent
            self.privateExponent = privateExponent
            self.prime1 = prime1
            self.prime2 = prime2
            self.exponent1 = exponent1
            self.exponent2 = exponent2
            self.coefficient = coefficient
        }

        /// The modulus's size only, so the secret numbers never reach a log line.
        package var description: String { "RSA private key components (\(modulus.count * 8) bits)" }

        /// A mirror without children, so `dump` and reflection cannot reach the numbers.
        package var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }

        /// Compares in constant time.
        package static func == (lhs: PrivateKeyComponents, rhs: PrivateKeyComponents) -> Bool {
            let fields: [KeyPath<PrivateKeyComponents, [UInt8]>] = [
                \.modulus, \.publicExponent, \.privateExponent, \.prime1, \.prime2, \.exponent1,
                \.exponent2, \.coefficient,
            ]
            var equal = true
            for field in fields {
                equal = ConstantTime.equals(lhs[keyPath: field], rhs[keyPath: field]) && equal
            }
            return equal
        }
    }
}
