/// Unsigned integers as arrays of 64-bit limbs, least significant limb first, for RSA.
///
/// Every array has the width its caller chose (a modulus's limb count, say); leading zero limbs
/// are allowed. Functions marked constant-time take the same steps for every value of the given
/// widths, so secret operands (primes, exponents) may pass through them.
enum Limbs {
    /// The limbs of big-endian `bytes` in `count` limbs, or nil when the value needs more.
    static func fromBigEndian(_ bytes: [UInt8], count: Int) -> [UInt64]? {
        var limbs = [UInt64](repeating: 0, count: count)
        for (position, byte) in bytes.reversed().enumerated() {
            let limb = position / 8
            if limb >= count {
                guard byte == 0 else { return nil }
                continue
            }
            limbs[limb] |= UInt64(byte) << UInt64(8 * (position % 8))
        }
        return limbs
    }

    /// The fewest limbs that hold big-endian `bytes` (at least one).
    static func fromBigEndian(_ bytes: [UInt8]) -> [UInt64] {
        let significant = bytes.drop { $0 == 0 }
        // The count is computed to fit, so the conversion cannot fail.
        return fromBigEndian(Array(significant), count: max(1, (significant.count + 7) / 8)) ?? [0]
    }

    /// `limbs` as exactly `byteCount` big-endian bytes; the value must fit.
    static func bigEndianBytes(_ limbs: [UInt64], byteCount: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: byteCount)
        for index in 0..<byteCount {
            let limb = index / 8
            guard limb < limbs.count else { break }
            bytes[byteCount - 1 - index] = UInt8(truncatingIfNeeded: limbs[limb] >> UInt64(8 * (index % 8)))
        }
        return bytes
    }

    /// `limbs` as big-endian bytes without leading zeros (one zero byte for zero), as JWK writes them.
    static func minimalBigEndian(_ limbs: [UInt64]) -> [UInt8] {
        let bytes = bigEndianBytes(limbs, byteCount: limbs.count * 8)
        let significant = Array(bytes.drop { $0 == 0 })
        return significant.isEmpty ? [0] : significant
    }

    /// The position of the highest set bit plus one (zero for zero); variable time.
    static func bitLength(_ limbs: [UInt64]) -> Int {
        for index in stride(from: limbs.count - 1, through: 0, by: -1) where limbs[index] != 0 {
            return index * 64 + 64 - limbs[index].leadingZeroBitCount
        }
        return 0
    }

    /// `limbs` without its leading zero limbs (keeping one).
    static func trimmed(_ limbs: [UInt64]) -> [UInt64] {
        var result = limbs
        while result.count > 1, result[result.count - 1] == 0 { result.removeLast() }
        return result
    }

    /// `limbs` widened with zero limbs to `count`; the value must already fit.
    static func widened(_ limbs: [UInt64], to count: Int) -> [UInt64] {
        limbs + [UInt64](repeating: 0, count: max(0, count - limbs.count))
    }

    /// -1, 0 or 1 as `left` is below, equal to or above `right`; variable time, any widths.
    static func compare(_ left: [UInt64], _ right: [UInt64]) -> Int {
        for index in stride(from: max(left.count, right.count) - 1, through: 0, by: -1) {
            let leftLimb = index < left.count ? left[index] : 0
            let rightLimb = index < right.count ? right[index] : 0
            if leftLimb != rightLimb { return leftLimb < rightLimb ? -1 : 1 }
        }
        return 0
    }

    /// All ones when `left` equals `right` (of one width), else zero; constant-time.
    static func equalMask(_ left: [UInt64], _ right: [UInt64]) -> UInt64 {
        var difference: UInt64 = 0
        for index in 0..<left.count { difference |= left[index] ^ right[index] }
        return isZeroMask(difference)
    }

    /// 1 for true and 0 for false, read from the flag's byte: `flag ? 1 : 0` lets the optimiser
    /// branch on a carry, which costs mispredictions and makes the time depend on the values.
    @inline(__always)
    static func bit(_ flag: Bool) -> UInt64 {
        UInt64(unsafeBitCast(flag, to: UInt8.self))
    }

    /// All ones when `value` is zero, else zero, without a branch.
    static func isZeroMask(_ value: UInt64) -> UInt64 {
        ((value | (0 &- value)) >> 63) &- 1
    }

    /// `left + right` in `max(widths) + 1` limbs; constant-time.
    static func add(_ left: [UInt64], _ right: [UInt64]) -> [UInt64] {
        let count = max(left.count, right.count)
        var sum = [UInt64](repeating: 0, count: count + 1)
        var carry: UInt64 = 0
        for index in 0..<count {
            let (partial, overflow1) = (index < left.count ? left[index] : 0).addingReportingOverflow(
                index < right.count ? right[index] : 0)
            let (total, overflow2) = partial.addingReportingOverflow(carry)
            sum[index] = total
            carry = Limbs.bit(overflow1) | Limbs.bit(overflow2)
        }
        sum[count] = carry
        return sum
    }

    /// `left - right` in `left`'s width and the final borrow (1 when `right` was larger); constant-time.
    static func subtract(_ left: [UInt64], _ right: [UInt64]) -> (difference: [UInt64], borrow: UInt64) {
        var difference = left
        var borrow: UInt64 = 0
        for index in 0..<left.count {
            let (partial, under1) = left[index].subtractingReportingOverflow(
                index < right.count ? right[index] : 0)
            let (total, under2) = partial.subtractingReportingOverflow(borrow)
            difference[index] = total
            borrow = Limbs.bit(under1) | Limbs.bit(under2)
        }
        return (difference, borrow)
    }

    /// `left × right` in `left.count + right.count` limbs; constant-time.
    static func multiply(_ left: [UInt64], _ right: [UInt64]) -> [UInt64] {
        var product = [UInt64](repeating: 0, count: left.count + right.count)
        for i in 0..<left.count {
            var carry: UInt64 = 0
            for j in 0..<right.count {
                let (high, low) = left[i].multipliedFullWidth(by: right[j])
                let (partial, overflow1) = product[i + j].addingReportingOverflow(low)
                let (total, overflow2) = partial.addingReportingOverflow(carry)
                product[i + j] = total
                carry = high &+ Limbs.bit(overflow1) &+ Limbs.bit(overflow2)
            }
            product[i + right.count] = carry
        }
        return product
    }

    /// `value mod modulus` in the modulus's width; constant-time for the widths (see `divide`).
    static func remainder(_ value: [UInt64], _ modulus: [UInt64]) -> [UInt64] {
        divide(value, modulus).remainder
    }

    /// `value / modulus` in `value`'s width and `value mod modulus` in the modulus's, one bit at a
    /// time; constant-time for the widths, so it may reduce a secret exponent by a secret `p − 1`.
    /// The modulus must not be zero.
    static func divide(_ value: [UInt64], _ modulus: [UInt64]) -> (quotient: [UInt64], remainder: [UInt64]) {
        let width = modulus.count + 1
        let widened = widened(modulus, to: width)
        var quotient = [UInt64](repeating: 0, count: value.count)
        var remainder = [UInt64](repeating: 0, count: width)
        var reduced = [UInt64](repeating: 0, count: width)
        for bit in stride(from: value.count * 64 - 1, through: 0, by: -1) {
            var carry = (value[bit / 64] >> UInt64(bit % 64)) & 1
            for index in 0..<width {
                let next = remainder[index] >> 63
                remainder[index] = (remainder[index] << 1) | carry
                carry = next
            }
            var borrow: UInt64 = 0
            for index in 0..<width {
                let (partial, under1) = remainder[index].subtractingReportingOverflow(widened[index])
                let (total, under2) = partial.subtractingReportingOverflow(borrow)
                reduced[index] = total
                borrow = Limbs.bit(under1) | Limbs.bit(under2)
            }
            let keep = 0 &- borrow
            for index in 0..<width { remainder[index] = (remainder[index] & keep) | (reduced[index] & ~keep) }
            quotient[bit / 64] |= (1 &- borrow) << UInt64(bit % 64)
        }
        return (quotient, Array(remainder.prefix(modulus.count)))
    }

    /// `value mod divisor` for a one-limb divisor; variable time only in the divisor.
    static func remainder(_ value: [UInt64], dividingBy divisor: UInt64) -> UInt64 {
        var remainder: UInt64 = 0
        for limb in value.reversed() {
            remainder = divisor.dividingFullWidth((remainder, limb)).remainder
        }
        return remainder
    }

    /// `value / divisor` for a one-limb divisor, and the remainder.
    static func divide(_ value: [UInt64], by divisor: UInt64) -> (quotient: [UInt64], remainder: UInt64) {
        var quotient = value
        var remainder: UInt64 = 0
        for index in stride(from: value.count - 1, through: 0, by: -1) {
            (quotient[index], remainder) = divisor.dividingFullWidth((remainder, value[index]))
        }
        return (quotient, remainder)
    }

    /// `value × factor` in one more limb than `value`.
    static func multiply(_ value: [UInt64], by factor: UInt64) -> [UInt64] {
        multiply(value, [factor])
    }
}
