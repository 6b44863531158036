extension RSA {
    /// An RSA public key (n, e), ready to check RS256 signatures.
    package struct PublicKey: Sendable, Equatable {
        /// n, big-endian, without leading zeros (JWK's "n").
        package let modulus: [UInt8]
        /// e, big-endian, without leading zeros (JWK's "e").
        package let publicExponent: [UInt8]
        /// The modulus prepared for the exponentiations.
        let montgomery: MontgomeryModulus
        /// e as limbs.
        let exponentLimbs: [UInt64]

        /// Big-endian bytes, no leading zeros needed; refuses a modulus under 2048 bits, an even
        /// one, or an exponent that is even or < 3.
        package init(modulus: [UInt8], publicExponent: [UInt8]) throws(RSA.KeyError) {
            let modulusLimbs = Limbs.trimmed(Limbs.fromBigEndian(modulus))
            let bits = Limbs.bitLength(modulusLimbs)
            guard bits >= RSA.minimumModulusBits, bits <= RSA.maximumModulusBits else { throw .modulusSize }
            guard modulusLimbs[0] & 1 == 1 else { throw .evenModulus }
            let exponentLimbs = Limbs.trimmed(Limbs.fromBigEndian(publicExponent))
            guard exponentLimbs[0] & 1 == 1, Limbs.compare(exponentLimbs, [3]) >= 0,
                Limbs.compare(exponentLimbs, modulusLimbs) < 0
            else { throw .invalidPublicExponent }
            self.modulus = Limbs.minimalBigEndian(modulusLimbs)
            self.publicExponent = Limbs.minimalBigEndian(exponentLimbs)
            self.montgomery = MontgomeryModulus(modulusLimbs)
            self.exponentLimbs = exponentLimbs
        }

        /// k, the length of the modulus and of every signature in bytes.
        var byteCount: Int { modulus.count }

        /// RSASSA-PKCS1-v1_5 with SHA-256 (RFC 8017 §8.2.2), as JWS RS256 uses it.
        package func isValidRS256Signature(_ signature: [UInt8], for message: [UInt8]) -> Bool {
            guard signature.count == byteCount,
                let representative = Limbs.fromBigEndian(signature, count: montgomery.count),
                Limbs.compare(representative, montgomery.limbs) < 0
            else { return false }
            let expected = PKCS1.encodeSHA256(message, byteCount: byteCount)
            return ConstantTime.equals(
                Limbs.bigEndianBytes(apply(representative), byteCount: byteCount), expected)
        }

        /// x^e mod n for x < n (RSAVP1, RFC 8017 §5.2.2): public data, so variable time.
        func apply(_ value: [UInt64]) -> [UInt64] {
            let power = montgomery.power(montgomery.montgomeryForm(of: value), publicExponent: exponentLimbs)
            return montgomery.leavingMontgomeryForm(power)
        }

        /// Two keys are equal when their n and e are.
        package static func == (lhs: PublicKey, rhs: PublicKey) -> Bool {
            lhs.modulus == rhs.modulus && lhs.publicExponent == rhs.publicExponent
        }
    }
}
