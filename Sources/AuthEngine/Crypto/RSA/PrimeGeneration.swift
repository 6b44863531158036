/// Random probable primes for RSA keys (FIPS 186-5 §B.3.3 and §B.3.1).
enum PrimeGeneration {
    /// Miller–Rabin rounds per candidate: FIPS 186-5 Table B.1 asks for 5 for the 1024-bit primes
    /// of a 2048-bit key at an error probability of 2⁻¹¹² (the key's security strength), and for
    /// fewer for the larger primes of larger keys, so 5 serves every size.
    static let millerRabinRounds = 5

    /// The odd primes below 2,000, grouped so each group's product fits in 64 bits: a candidate is
    /// reduced once per group, then by each prime in one-limb arithmetic.
    static let smallPrimeGroups: [(product: UInt64, primes: [UInt64])] = {
        var isComposite = [Bool](repeating: false, count: 2_000)
        var groups: [(product: UInt64, primes: [UInt64])] = []
        var product: UInt64 = 1
        var primes: [UInt64] = []
        for number in stride(from: 3, to: 2_000, by: 2) where !isComposite[number] {
            for multiple in stride(from: number * number, to: 2_000, by: 2 * number) {
                isComposite[multiple] = true
            }
            let (next, overflow) = product.multipliedReportingOverflow(by: UInt64(number))
            if overflow {
                groups.append((product, primes))
                (product, primes) = (UInt64(number), [UInt64(number)])
            } else {
                (product, primes) = (next, primes + [UInt64(number)])
            }
        }
        groups.append((product, primes))
        return groups
    }()

    /// A random probable prime of exactly `bits` bits, its top two bits set, with p − 1 prime to
    /// `publicExponent` (itself prime).
    static func prime(bits: Int, publicExponent: UInt64) -> [UInt64] {
        while true {
            var bytes = SecureRandom.bytes(count: bits / 8)
            bytes[0] |= 0xc0
            bytes[bytes.count - 1] |= 1
            let candidate = Limbs.fromBigEndian(bytes, count: bits / 64) ?? []
            guard !hasSmallFactor(candidate),
                Limbs.remainder(candidate, dividingBy: publicExponent) != 1,
                isProbablePrime(candidate, rounds: millerRabinRounds)
            else { continue }
            return candidate
        }
    }

    /// True when a prime below 2,000 divides `candidate` (which is far larger than them).
    static func hasSmallFactor(_ candidate: [UInt64]) -> Bool {
        smallPrimeGroups.contains { group in
            let residue = Limbs.remainder(candidate, dividingBy: group.product)
            return group.primes.contains { residue % $0 == 0 }
        }
    }

    /// Miller–Rabin with `rounds` random bases (FIPS 186-5 §B.3.1) for an odd candidate > 3.
    static func isProbablePrime(_ candidate: [UInt64], rounds: Int) -> Bool {
        let montgomery = MontgomeryModulus(candidate)
        let candidateMinusOne = Limbs.subtract(candidate, [1]).difference
        let twos = trailingZeroBits(candidateMinusOne)
        let oddPart = shiftedRight(candidateMinusOne, by: twos)
        let minusOne = Limbs.subtract(montgomery.limbs, montgomery.one).difference
        let byteCount = (Limbs.bitLength(candidate) + 7) / 8
        var round = 0
        while round < rounds {
            guard
                let base = Limbs.fromBigEndian(SecureRandom.bytes(count: byteCount), count: candidate.count),
                Limbs.compare(base, [1]) > 0, Limbs.compare(base, candidateMinusOne) < 0
            else { continue }
            round += 1
            var value = montgomery.power(montgomery.montgomeryForm(of: base), secretExponent: oddPart)
            if value == montgomery.one || value == minusOne { continue }
            var witnessed = true
            for _ in 1..<max(twos, 1) {
                value = montgomery.multiply(value, value)
                if value == minusOne {
                    witnessed = false
                    break
                }
                if value == montgomery.one { return false }
            }
            if witnessed { return false }
        }
        return true
    }

    /// gcd(a, b) for non-zero a and b, by Stein's binary algorithm (variable time: it runs once
    /// per generated key, on p − 1 and q − 1).
    static func greatestCommonDivisor(_ first: [UInt64], _ second: [UInt64]) -> [UInt64] {
        let commonTwos = min(trailingZeroBits(first), trailingZeroBits(second))
        var u = shiftedRight(first, by: trailingZeroBits(first))
        var v = shiftedRight(second, by: commonTwos)
        while Limbs.bitLength(v) > 0 {
            v = shiftedRight(v, by: trailingZeroBits(v))
            if Limbs.compare(u, v) > 0 { swap(&u, &v) }
            v = Limbs.subtract(v, u).difference
        }
        return shiftedLeft(u, by: commonTwos)
    }

    /// a⁻¹ mod m for one-limb values, or nil when they share a factor (extended Euclid).
    static func inverse(_ value: UInt64, modulo modulus: UInt64) -> UInt64? {
        var (oldRemainder, remainder) = (Int64(value % modulus), Int64(modulus))
        var (oldCoefficient, coefficient): (Int64, Int64) = (1, 0)
        while remainder != 0 {
            let quotient = oldRemainder / remainder
            (oldRemainder, remainder) = (remainder, oldRemainder - quotient * remainder)
            (oldCoefficient, coefficient) = (coefficient, oldCoefficient - quotient * coefficient)
        }
        guard oldRemainder == 1 else { return nil }
        let modulusValue = Int64(modulus)
        return UInt64(((oldCoefficient % modulusValue) + modulusValue) % modulusValue)
    }

    /// The number of zero bits below the lowest set bit (0 for zero).
    static func trailingZeroBits(_ limbs: [UInt64]) -> Int {
        for (index, limb) in limbs.enumerated() where limb != 0 {
            return index * 64 + limb.trailingZeroBitCount
        }
        return 0
    }

    /// value >> shift, in value's width.
    static func shiftedRight(_ value: [UInt64], by shift: Int) -> [UInt64] {
        let (limbShift, bitShift) = (shift / 64, UInt64(shift % 64))
        return (0..<value.count).map { index in
            let low = index + limbShift < value.count ? value[index + limbShift] >> bitShift : 0
            let high =
                bitShift > 0 && index + limbShift + 1 < value.count
                ? value[index + limbShift + 1] << (64 - bitShift) : 0
            return low | high
        }
    }

    /// value << shift, in value's width (the caller knows the result fits).
    static func shiftedLeft(_ value: [UInt64], by shift: Int) -> [UInt64] {
        let (limbShift, bitShift) = (shift / 64, UInt64(shift % 64))
        return (0..<value.count).map { index in
            let low = index - limbShift >= 0 ? value[index - limbShift] << bitShift : 0
            let high =
                bitShift > 0 && index - limbShift - 1 >= 0
                ? value[index - limbShift - 1] >> (64 - bitShift) : 0
            return low | high
        }
    }
}
