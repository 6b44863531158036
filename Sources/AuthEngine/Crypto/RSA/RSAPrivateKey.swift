extension RSA {
    /// An RSA private key, checked on creation, that makes RS256 signatures with the CRT.
    package struct PrivateKey: Sendable, CustomStringConvertible, CustomReflectable {
        /// The key's numbers as stored (JWK n e d p q dp dq qi); secret.
        package let components: PrivateKeyComponents
        /// The public half, to publish in a JWKS.
        package let publicKey: PublicKey
        /// p with dP.
        let first: CRTFactor
        /// q with dQ.
        let second: CRTFactor
        /// qInv = q⁻¹ mod p, in p's width; variable so a test can plant the fault the signature
        /// check exists for.
        var coefficient: [UInt64]
        /// d in n's width, for the signature computed without the CRT when the CRT's is wrong.
        let privateExponent: [UInt64]

        /// From stored components (JWK n e d p q dp dq qi, big-endian); checks they agree
        /// (n = p·q, dp = d mod (p−1), …) and refuses otherwise.
        package init(components: RSA.PrivateKeyComponents) throws(RSA.KeyError) {
            let publicKey = try PublicKey(
                modulus: components.modulus, publicExponent: components.publicExponent)
            let modulus = publicKey.montgomery.limbs
            let primes = [components.prime1, components.prime2].map { Limbs.trimmed(Limbs.fromBigEndian($0)) }
            guard primes.allSatisfy({ $0[0] & 1 == 1 && Limbs.compare($0, [3]) >= 0 }),
                Limbs.compare(Limbs.multiply(primes[0], primes[1]), modulus) == 0,
                let privateExponent = Limbs.fromBigEndian(components.privateExponent, count: modulus.count),
                Limbs.compare(privateExponent, modulus) < 0,
                let first = CRTFactor(
                    prime: primes[0], exponent: components.exponent1, privateExponent: privateExponent,
                    publicExponent: publicKey.exponentLimbs),
                let second = CRTFactor(
                    prime: primes[1], exponent: components.exponent2, privateExponent: privateExponent,
                    publicExponent: publicKey.exponentLimbs),
                let coefficient = Limbs.fromBigEndian(components.coefficient, count: first.montgomery.count),
                Limbs.compare(coefficient, first.montgomery.limbs) < 0
            else { throw .inconsistentComponents }
            let qTimesCoefficient = first.montgomery.multiply(
                coefficient, first.montgomery.montgomeryForm(of: second.montgomery.limbs))
            guard Limbs.compare(qTimesCoefficient, [1]) == 0 else { throw .inconsistentComponents }
            self.components = components
            self.publicKey = publicKey
            self.first = first
            self.second = second
            self.coefficient = coefficient
            self.privateExponent = privateExponent
        }

        /// RSASSA-PKCS1-v1_5 SHA-256 signature, k bytes (RFC 8017 §8.2.1), computed with the CRT.
        ///
        /// The result is checked with the public key before it is returned: a CRT signature that
        /// is wrong modulo one prime only (a hardware fault, say) reveals that prime to anyone
        /// who sees it (Boneh, DeMillo, Lipton 1997), so such a result is never released.
        package func rs256Signature(for message: [UInt8]) -> [UInt8] {
            let byteCount = publicKey.byteCount
            let encoded = PKCS1.encodeSHA256(message, byteCount: byteCount)
            let width = publicKey.montgomery.count
            let representative = Limbs.fromBigEndian(encoded, count: width) ?? []
            let signature = signatureWithCRT(representative)
            if publicKey.apply(signature) == representative {
                return Limbs.bigEndianBytes(signature, byteCount: byteCount)
            }
            let montgomery = publicKey.montgomery
            let direct = montgomery.leavingMontgomeryForm(
                montgomery.power(
                    montgomery.montgomeryForm(of: representative), secretExponent: privateExponent))
            precondition(publicKey.apply(direct) == representative, "RSA signing failed its own check twice")
            return Limbs.bigEndianBytes(direct, byteCount: byteCount)
        }

        /// s = m^d mod n by Garner's recombination (RFC 8017 §5.1.2 step 2.b): s = s_q + q·h
        /// with h = qInv·(s_p − s_q) mod p.
        private func signatureWithCRT(_ representative: [UInt64]) -> [UInt64] {
            let primeOne = first.montgomery
            let signatureModP = first.power(of: representative)
            let signatureModQ = second.montgomery.leavingMontgomeryForm(second.power(of: representative))
            let difference = primeOne.subtract(signatureModP, primeOne.montgomeryForm(of: signatureModQ))
            let h = primeOne.multiply(difference, coefficient)
            let signature = Limbs.add(Limbs.multiply(second.montgomery.limbs, h), signatureModQ)
            return Array(signature.prefix(publicKey.montgomery.count))
        }

        /// The modulus's size only, so the key never reaches a log line.
        package var description: String { "RSA private key (\(publicKey.byteCount * 8) bits)" }

        /// A mirror without children, so `dump` and reflection cannot reach the key.
        package var customMirror: Mirror { Mirror(self, children: [], displayStyle: .struct) }
    }

    /// One prime of a private key with its CRT exponent.
    struct CRTFactor: Sendable {
        /// The prime, prepared for Montgomery arithmetic.
        let montgomery: MontgomeryModulus
        /// d mod (prime − 1), in the prime's width.
        let exponent: [UInt64]
        /// prime − 1, for blinding the exponent.
        let primeMinusOne: [UInt64]

        /// Checks `exponent` against d and e: exponent = d mod (prime − 1) and
        /// e·exponent ≡ 1 mod (prime − 1), or nil.
        init?(prime: [UInt64], exponent: [UInt8], privateExponent: [UInt64], publicExponent: [UInt64]) {
            let primeMinusOne = Limbs.subtract(prime, [1]).difference
            guard let exponent = Limbs.fromBigEndian(exponent, count: prime.count),
                Limbs.compare(Limbs.remainder(privateExponent, primeMinusOne), exponent) == 0,
                Limbs.compare(Limbs.remainder(Limbs.multiply(publicExponent, exponent), primeMinusOne), [1])
                    == 0
            else { return nil }
            self.montgomery = MontgomeryModulus(prime)
            self.exponent = exponent
            self.primeMinusOne = primeMinusOne
        }

        /// value^exponent mod prime in Montgomery form, in constant time.
        ///
        /// The exponent is blinded: a fresh random r adds r·(prime − 1), which leaves the result
        /// unchanged (Fermat) but makes each signature run through a different exponent, so
        /// traces of many signatures cannot be averaged against one exponent (Coron 1999).
        func power(of value: [UInt64]) -> [UInt64] {
            var blind: UInt64 = 0
            withUnsafeMutableBytes(of: &blind) { SecureRandom.fill($0) }
            let width = montgomery.count + 1
            let blinded = Limbs.add(
                Limbs.multiply(primeMinusOne, by: blind), Limbs.widened(exponent, to: width))
            return montgomery.power(
                montgomery.montgomeryForm(of: value), secretExponent: Array(blinded.prefix(width)))
        }
    }
}
