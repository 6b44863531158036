extension RSA.PrivateKey {
    /// The public exponent every generated key uses (F4, as OpenSSL and FIPS 186-5 recommend).
    static let generatedPublicExponent: UInt64 = 65_537

    /// A new key: two random 1024-bit primes, e = 65537 (FIPS 186-5 rules where cheap).
    ///
    /// FIPS 186-5 §A.1.3 and B.3.3: p and q have the top two bits set (so n has exactly `bits`
    /// bits), gcd(e, p − 1) = 1, |p − q| > 2^(bits/2 − 100), and d = e⁻¹ mod λ(n) > 2^(bits/2);
    /// a pair that misses a rule is drawn again. `bits` is a caller's constant: a multiple of 128
    /// from 2048 to 16384.
    package static func generate(bits: Int = 2048) -> RSA.PrivateKey {
        precondition(
            bits >= RSA.minimumModulusBits && bits <= RSA.maximumModulusBits && bits.isMultiple(of: 128),
            "RSA key size \(bits) is not a multiple of 128 in the accepted range")
        let exponent = generatedPublicExponent
        while true {
            let p = PrimeGeneration.prime(bits: bits / 2, publicExponent: exponent)
            let q = PrimeGeneration.prime(bits: bits / 2, publicExponent: exponent)
            let (larger, smaller) = Limbs.compare(p, q) > 0 ? (p, q) : (q, p)
            guard Limbs.bitLength(Limbs.subtract(larger, smaller).difference) > bits / 2 - 100 else {
                continue
            }
            guard let components = components(p: p, q: q, publicExponent: exponent, bits: bits) else {
                continue
            }
            do {
                return try RSA.PrivateKey(components: components)
            } catch {
                preconditionFailure("generated RSA components failed their own check: \(error)")
            }
        }
    }

    /// The eight numbers for primes p and q, or nil when d is too small (FIPS 186-5 §A.1.1).
    private static func components(p: [UInt64], q: [UInt64], publicExponent: UInt64, bits: Int)
        -> RSA.PrivateKeyComponents?
    {
        let pMinusOne = Limbs.subtract(p, [1]).difference
        let qMinusOne = Limbs.subtract(q, [1]).difference
        let divisor = Limbs.trimmed(PrimeGeneration.greatestCommonDivisor(pMinusOne, qMinusOne))
        let lambda = Limbs.trimmed(Limbs.divide(Limbs.multiply(pMinusOne, qMinusOne), divisor).quotient)
        // d = (1 + k·λ) / e with k = −λ⁻¹ mod e: e is small, so only one-limb inverses are needed.
        let lambdaModE = Limbs.remainder(lambda, dividingBy: publicExponent)
        guard let inverse = PrimeGeneration.inverse(lambdaModE, modulo: publicExponent) else { return nil }
        let numerator = Limbs.add(Limbs.multiply(lambda, by: publicExponent - inverse), [1])
        let (privateExponent, remainder) = Limbs.divide(numerator, by: publicExponent)
        guard remainder == 0, Limbs.bitLength(privateExponent) > bits / 2 else { return nil }
        let primeOne = MontgomeryModulus(p)
        // q⁻¹ = q^(p−2) mod p (Fermat), computed in constant time like a signature.
        let pMinusTwo = Limbs.subtract(p, [2]).difference
        let coefficient = primeOne.leavingMontgomeryForm(
            primeOne.power(primeOne.montgomeryForm(of: q), secretExponent: pMinusTwo))
        return RSA.PrivateKeyComponents(
            modulus: Limbs.minimalBigEndian(Limbs.multiply(p, q)),
            publicExponent: Limbs.minimalBigEndian([publicExponent]),
            privateExponent: Limbs.minimalBigEndian(privateExponent), prime1: Limbs.minimalBigEndian(p),
            prime2: Limbs.minimalBigEndian(q),
            exponent1: Limbs.minimalBigEndian(Limbs.remainder(privateExponent, pMinusOne)),
            exponent2: Limbs.minimalBigEndian(Limbs.remainder(privateExponent, qMinusOne)),
            coefficient: Limbs.minimalBigEndian(coefficient))
    }
}
