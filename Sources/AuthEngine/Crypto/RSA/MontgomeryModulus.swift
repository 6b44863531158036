/// An odd modulus prepared for Montgomery multiplication (R = 2^(64·limbs)), and the modular
/// arithmetic RSA needs on it.
///
/// A value "in Montgomery form" is x·R mod m. Products, powers and sums below are constant-time
/// unless their name says otherwise: the steps depend on the limb count only, never on a value.
struct MontgomeryModulus: Sendable {
    /// The modulus, least significant limb first, without leading zero limbs.
    let limbs: [UInt64]
    /// −m⁻¹ mod 2^64, the factor each reduction step multiplies by.
    let inverse: UInt64
    /// R mod m: one in Montgomery form.
    let one: [UInt64]
    /// R² mod m, which takes a value into Montgomery form.
    let rSquared: [UInt64]

    /// The number of limbs every operand and result has.
    var count: Int { limbs.count }

    /// Prepares `modulus`, which must be odd (callers check input first).
    init(_ modulus: [UInt64]) {
        let limbs = Limbs.trimmed(modulus)
        precondition(limbs[0] & 1 == 1, "a Montgomery modulus is odd")
        self.limbs = limbs
        // Newton's iteration doubles the correct low bits each step: 1 → 2 → … → 64 after six.
        var inverse: UInt64 = 1
        for _ in 0..<6 { inverse = inverse &* (2 &- limbs[0] &* inverse) }
        self.inverse = 0 &- inverse
        var power = [UInt64](repeating: 0, count: limbs.count)
        power[0] = 1
        for _ in 0..<(64 * limbs.count) { power = Self.double(power, modulo: limbs) }
        one = power
        for _ in 0..<(64 * limbs.count) { power = Self.double(power, modulo: limbs) }
        rSquared = power
    }

    /// 2·value mod m for value < m.
    private static func double(_ value: [UInt64], modulo modulus: [UInt64]) -> [UInt64] {
        var doubled = [UInt64](repeating: 0, count: value.count + 1)
        var carry: UInt64 = 0
        for index in 0..<value.count {
            doubled[index] = (value[index] << 1) | carry
            carry = value[index] >> 63
        }
        doubled[value.count] = carry
        let (reduced, borrow) = Limbs.subtract(doubled, modulus)
        let keep = 0 &- borrow
        return (0..<value.count).map { (doubled[$0] & keep) | (reduced[$0] & ~keep) }
    }

    /// a·b·R⁻¹ mod m, for a < R and b < m (each `count` limbs).
    func multiply(_ left: [UInt64], _ right: [UInt64]) -> [UInt64] {
        var result = [UInt64](repeating: 0, count: count)
        var scratch = [UInt64](repeating: 0, count: count + 1)
        left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in
                limbs.withUnsafeBufferPointer { modulus in
                    result.withUnsafeMutableBufferPointer { result in
                        scratch.withUnsafeMutableBufferPointer { scratch in
                            Self.multiply(
                                result.baseAddress!, left.baseAddress!, right.baseAddress!,
                                modulus: modulus.baseAddress!, inverse: inverse, count: count,
                                scratch: scratch.baseAddress!)
                        }
                    }
                }
            }
        }
        return result
    }

    /// Montgomery multiplication by coarsely integrated operand scanning (CIOS, Koç, Acar and
    /// Kaliski 1996) with its multiplication and reduction loops merged: `result` = a·b·R⁻¹ mod m.
    ///
    /// `result` may be `left` or `right`: it is written only after the product is complete.
    /// `scratch` holds `count + 1` limbs. The final subtraction is chosen by a mask, not a branch.
    @inline(__always)
    static func multiply(
        _ result: UnsafeMutablePointer<UInt64>, _ left: UnsafePointer<UInt64>, _ right: UnsafePointer<UInt64>,
        modulus: UnsafePointer<UInt64>, inverse: UInt64, count: Int, scratch: UnsafeMutablePointer<UInt64>
    ) {
        scratch.update(repeating: 0, count: count + 1)
        for i in 0..<count {
            // One pass adds left[i]·right and q·m, with q chosen so the lowest limb becomes zero,
            // and drops that limb: two carry chains of multiply-adds that cannot overflow.
            let multiplier = left[i]
            let first = multiplyAdd(multiplier, right[0], scratch[0], 0)
            var productCarry = first.high
            let lowest = first.low
            let quotient = lowest &* inverse
            var reductionCarry = multiplyAdd(quotient, modulus[0], lowest, 0).high
            for j in 1..<count {
                let product = multiplyAdd(multiplier, right[j], scratch[j], productCarry)
                productCarry = product.high
                let reduction = multiplyAdd(quotient, modulus[j], product.low, reductionCarry)
                reductionCarry = reduction.high
                scratch[j - 1] = reduction.low
            }
            let (sum, carry1) = scratch[count].addingReportingOverflow(productCarry)
            let (top, carry2) = sum.addingReportingOverflow(reductionCarry)
            scratch[count - 1] = top
            scratch[count] = Limbs.bit(carry1) &+ Limbs.bit(carry2)
        }
        reduceOnce(result, scratch, top: scratch[count], modulus: modulus, count: count)
    }

    /// a·b + c + d as two limbs; it cannot overflow, since (2⁶⁴ − 1)² + 2·(2⁶⁴ − 1) = 2¹²⁸ − 1.
    ///
    /// Written with `UInt64`'s `multipliedFullWidth` and `addingReportingOverflow` rather than
    /// `UInt128`: a debug build converts to `UInt128` through generic `BinaryInteger` code, which
    /// made its RSA keys eight times slower to make (a mean of 12 s and as much as 29 s, where the
    /// app's HTTP client waits 30 s for an answer). Release builds run both alike.
    @inline(__always)
    static func multiplyAdd(
        _ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64
    ) -> (high: UInt64, low: UInt64) {
        let (high, low) = a.multipliedFullWidth(by: b)
        let (sum, carry1) = low.addingReportingOverflow(c)
        let (total, carry2) = sum.addingReportingOverflow(d)
        return (high &+ Limbs.bit(carry1) &+ Limbs.bit(carry2), total)
    }

    /// `result` = the `count` limbs at `value` (with `top` above them) minus m when that does not
    /// go below zero, else unchanged: chosen by a mask, not a branch.
    @inline(__always)
    static func reduceOnce(
        _ result: UnsafeMutablePointer<UInt64>, _ value: UnsafePointer<UInt64>, top: UInt64,
        modulus: UnsafePointer<UInt64>, count: Int
    ) {
        var borrow: UInt64 = 0
        for j in 0..<count {
            let (partial, under1) = value[j].subtractingReportingOverflow(modulus[j])
            let (total, under2) = partial.subtractingReportingOverflow(borrow)
            result[j] = total
            borrow = Limbs.bit(under1) | Limbs.bit(under2)
        }
        // The unreduced value is kept only when subtracting m borrowed past its top limb.
        let keep: UInt64 = 0 &- Limbs.bit(top.subtractingReportingOverflow(borrow).overflow)
        for j in 0..<count { result[j] = (value[j] & keep) | (result[j] & ~keep) }
    }

    /// x·R mod m for an `x` of any width: Horner's rule over `count`-limb chunks, each taken in
    /// with R² (x = Σ cᵢ·Rⁱ, so x·R = (…(c_top·R + c_next)·R + …)·R).
    func montgomeryForm(of value: [UInt64]) -> [UInt64] {
        let chunks = max(1, (value.count + count - 1) / count)
        let padded = Limbs.widened(value, to: chunks * count)
        var accumulator = [UInt64](repeating: 0, count: count)
        for chunk in stride(from: chunks - 1, through: 0, by: -1) {
            let digit = Array(padded[(chunk * count)..<((chunk + 1) * count)])
            let shifted = multiply(accumulator, rSquared)
            accumulator = add(shifted, multiply(digit, rSquared))
        }
        return accumulator
    }

    /// x mod m for x in Montgomery form.
    func leavingMontgomeryForm(_ value: [UInt64]) -> [UInt64] {
        var unit = [UInt64](repeating: 0, count: count)
        unit[0] = 1
        return multiply(value, unit)
    }

    /// (a + b) mod m for a, b < m.
    func add(_ left: [UInt64], _ right: [UInt64]) -> [UInt64] {
        let sum = Limbs.add(left, right)
        let (reduced, borrow) = Limbs.subtract(sum, limbs)
        let keep = 0 &- borrow
        return (0..<count).map { (sum[$0] & keep) | (reduced[$0] & ~keep) }
    }

    /// (a − b) mod m for a, b < m.
    func subtract(_ left: [UInt64], _ right: [UInt64]) -> [UInt64] {
        let (difference, borrow) = Limbs.subtract(left, right)
        let correction = limbs.map { $0 & (0 &- borrow) }
        return Array(Limbs.add(difference, correction).prefix(count))
    }
}
