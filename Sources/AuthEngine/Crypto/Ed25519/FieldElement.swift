/// An element of GF(2^255 - 19) in radix 2^51: five limbs, value = Σ limb_i · 2^(51·i).
///
/// Limbs may exceed 51 bits between operations (a sum of two products stays below 2^54, which
/// products accept); `bytes` reduces fully. Every operation runs in time independent of the values:
/// no branch and no memory index depends on a limb, so secrets may pass through all of them.
struct FieldElement: Sendable {
    var l0: UInt64
    var l1: UInt64
    var l2: UInt64
    var l3: UInt64
    var l4: UInt64

    static let zero = FieldElement(l0: 0, l1: 0, l2: 0, l3: 0, l4: 0)
    static let one = FieldElement(l0: 1, l1: 0, l2: 0, l3: 0, l4: 0)
    /// The curve constant d = -121665/121666.
    static let d = FieldElement(
        l0: 0x3_4dca_1359_78a3, l1: 0x1_a828_3b15_6ebd, l2: 0x5_e7a2_6001_c029, l3: 0x7_39c6_63a0_3cbb,
        l4: 0x5_2036_cee2_b6ff)
    /// 2·d, which the addition formulas use.
    static let twoD = FieldElement(
        l0: 0x6_9b94_26b2_f159, l1: 0x3_5050_762a_dd7a, l2: 0x3_cf44_c003_8052, l3: 0x6_738c_c740_7977,
        l4: 0x2_406d_9dc5_6dff)
    /// A square root of -1, 2^((p-1)/4).
    static let squareRootOfMinusOne = FieldElement(
        l0: 0x6_1b27_4a0e_a0b0, l1: 0x0_d5a5_fc8f_189d, l2: 0x7_ef5e_9cbd_0c60, l3: 0x7_8595_a680_4c9e,
        l4: 0x2_b832_4804_fc1d)

    static let mask51: UInt64 = (1 << 51) - 1

    /// The element a little-endian 32-byte string encodes, ignoring bit 255; values ≥ p wrap.
    init(bytes: ArraySlice<UInt8>) {
        precondition(bytes.count == 32, "a field element is 32 bytes")
        var words = InlineArray<4, UInt64>(repeating: 0)
        for word in 0..<4 {
            var value: UInt64 = 0
            for byte in 0..<8 {
                value |= UInt64(bytes[bytes.startIndex + word * 8 + byte]) << (8 * UInt64(byte))
            }
            words[word] = value
        }
        l0 = words[0] & Self.mask51
        l1 = (words[0] >> 51 | words[1] << 13) & Self.mask51
        l2 = (words[1] >> 38 | words[2] << 26) & Self.mask51
        l3 = (words[2] >> 25 | words[3] << 39) & Self.mask51
        l4 = (words[3] >> 12) & Self.mask51
    }

    init(l0: UInt64, l1: UInt64, l2: UInt64, l3: UInt64, l4: UInt64) {
        self.l0 = l0
        self.l1 = l1
        self.l2 = l2
        self.l3 = l3
        self.l4 = l4
    }

    /// The canonical little-endian encoding: the value reduced below p.
    var bytes: [UInt8] {
        var limbs = self.carried()
        // q is 1 exactly when the value is ≥ p: adding 19 then carries out of bit 255.
        var q = (limbs.l0 &+ 19) >> 51
        q = (limbs.l1 &+ q) >> 51
        q = (limbs.l2 &+ q) >> 51
        q = (limbs.l3 &+ q) >> 51
        q = (limbs.l4 &+ q) >> 51
        limbs.l0 &+= 19 &* q
        limbs.l1 &+= limbs.l0 >> 51
        limbs.l0 &= Self.mask51
        limbs.l2 &+= limbs.l1 >> 51
        limbs.l1 &= Self.mask51
        limbs.l3 &+= limbs.l2 >> 51
        limbs.l2 &= Self.mask51
        limbs.l4 &+= limbs.l3 >> 51
        limbs.l3 &= Self.mask51
        limbs.l4 &= Self.mask51
        let words: [UInt64] = [
            limbs.l0 | limbs.l1 << 51, limbs.l1 >> 13 | limbs.l2 << 38, limbs.l2 >> 26 | limbs.l3 << 25,
            limbs.l3 >> 39 | limbs.l4 << 12,
        ]
        var output = [UInt8](repeating: 0, count: 32)
        for (index, word) in words.enumerated() {
            for byte in 0..<8 {
                output[index * 8 + byte] = UInt8(truncatingIfNeeded: word >> (8 * UInt64(byte)))
            }
        }
        return output
    }

    /// Whether the canonical value is odd, the "negative" of RFC 8032's encoding.
    var isNegative: Bool { bytes[0] & 1 == 1 }

    /// Whether the value is zero modulo p; variable-time, for public values only.
    var isZero: Bool { bytes.allSatisfy { $0 == 0 } }

    /// The same value with each limb below 2^51 plus a small carry into limb 0.
    @inline(__always)
    func carried() -> FieldElement {
        var result = self
        result.l1 &+= result.l0 >> 51
        result.l0 &= Self.mask51
        result.l2 &+= result.l1 >> 51
        result.l1 &= Self.mask51
        result.l3 &+= result.l2 >> 51
        result.l2 &= Self.mask51
        result.l4 &+= result.l3 >> 51
        result.l3 &= Self.mask51
        result.l0 &+= (result.l4 >> 51) &* 19
        result.l4 &= Self.mask51
        return result
    }

    @inline(__always)
    static func + (lhs: FieldElement, rhs: FieldElement) -> FieldElement {
        FieldElement(
            l0: lhs.l0 &+ rhs.l0, l1: lhs.l1 &+ rhs.l1, l2: lhs.l2 &+ rhs.l2, l3: lhs.l3 &+ rhs.l3,
            l4: lhs.l4 &+ rhs.l4)
    }

    /// lhs - rhs, computed as lhs + 16p - rhs so that no limb goes below zero.
    @inline(__always)
    static func - (lhs: FieldElement, rhs: FieldElement) -> FieldElement {
        FieldElement(
            l0: (lhs.l0 &+ 0x7f_ffff_ffff_fed0) &- rhs.l0, l1: (lhs.l1 &+ 0x7f_ffff_ffff_fff0) &- rhs.l1,
            l2: (lhs.l2 &+ 0x7f_ffff_ffff_fff0) &- rhs.l2, l3: (lhs.l3 &+ 0x7f_ffff_ffff_fff0) &- rhs.l3,
            l4: (lhs.l4 &+ 0x7f_ffff_ffff_fff0) &- rhs.l4
        ).carried()
    }

    @inline(__always)
    static prefix func - (value: FieldElement) -> FieldElement {
        zero - value
    }

    @inline(__always)
    static func * (lhs: FieldElement, rhs: FieldElement) -> FieldElement {
        let b1 = rhs.l1 &* 19
        let b2 = rhs.l2 &* 19
        let b3 = rhs.l3 &* 19
        let b4 = rhs.l4 &* 19
        let c0 =
            wide(lhs.l0, rhs.l0) &+ wide(lhs.l4, b1) &+ wide(lhs.l3, b2) &+ wide(lhs.l2, b3)
            &+ wide(lhs.l1, b4)
        let c1 =
            wide(lhs.l1, rhs.l0) &+ wide(lhs.l0, rhs.l1) &+ wide(lhs.l4, b2) &+ wide(lhs.l3, b3)
            &+ wide(lhs.l2, b4)
        let c2 =
            wide(lhs.l2, rhs.l0) &+ wide(lhs.l1, rhs.l1) &+ wide(lhs.l0, rhs.l2) &+ wide(lhs.l4, b3)
            &+ wide(lhs.l3, b4)
        let c3 =
            wide(lhs.l3, rhs.l0) &+ wide(lhs.l2, rhs.l1) &+ wide(lhs.l1, rhs.l2) &+ wide(lhs.l0, rhs.l3)
            &+ wide(lhs.l4, b4)
        let c4 =
            wide(lhs.l4, rhs.l0) &+ wide(lhs.l3, rhs.l1) &+ wide(lhs.l2, rhs.l2) &+ wide(lhs.l1, rhs.l3)
            &+ wide(lhs.l0, rhs.l4)
        return reduced(c0, c1, c2, c3, c4)
    }

    /// The value squared: the product with the symmetric terms computed once.
    @inline(__always)
    func squared() -> FieldElement {
        let a0Twice = l0 &* 2
        let a1Twice = l1 &* 2
        let a1Times38 = l1 &* 38
        let a2Times38 = l2 &* 38
        let a3Times38 = l3 &* 38
        let a3Times19 = l3 &* 19
        let a4Times19 = l4 &* 19
        let c0 = wide(l0, l0) &+ wide(a1Times38, l4) &+ wide(a2Times38, l3)
        let c1 = wide(a0Twice, l1) &+ wide(a2Times38, l4) &+ wide(a3Times19, l3)
        let c2 = wide(a0Twice, l2) &+ wide(l1, l1) &+ wide(a3Times38, l4)
        let c3 = wide(a0Twice, l3) &+ wide(a1Twice, l2) &+ wide(a4Times19, l4)
        let c4 = wide(a0Twice, l4) &+ wide(a1Twice, l3) &+ wide(l2, l2)
        return Self.reduced(c0, c1, c2, c3, c4)
    }

    /// The value squared `count` times in a row.
    func squared(times count: Int) -> FieldElement {
        var result = self
        for _ in 0..<count { result = result.squared() }
        return result
    }

    /// The inverse (zero for zero), as the power p - 2: a fixed chain, so constant-time.
    func inverted() -> FieldElement {
        let (power250, power11) = raisedTo2To250Minus1()
        return power250.squared(times: 5) * power11
    }

    /// The power (p - 5) / 8 = 2^252 - 3, the core of the square root in point decoding.
    func raisedTo2To252Minus3() -> FieldElement {
        raisedTo2To250Minus1().power250.squared(times: 2) * self
    }

    /// The powers 2^250 - 1 and 11 of the value, which the inverse and the square root share.
    private func raisedTo2To250Minus1() -> (power250: FieldElement, power11: FieldElement) {
        let power2 = squared()
        let power9 = power2.squared(times: 2) * self
        let power11 = power2 * power9
        let power5Bits = power11.squared() * power9
        let power10Bits = power5Bits.squared(times: 5) * power5Bits
        let power20Bits = power10Bits.squared(times: 10) * power10Bits
        let power40Bits = power20Bits.squared(times: 20) * power20Bits
        let power50Bits = power40Bits.squared(times: 10) * power10Bits
        let power100Bits = power50Bits.squared(times: 50) * power50Bits
        let power200Bits = power100Bits.squared(times: 100) * power100Bits
        let power250Bits = power200Bits.squared(times: 50) * power50Bits
        return (power250Bits, power11)
    }

    /// `first` where `mask` is zero, `second` where it is all ones, without a branch.
    @inline(__always)
    static func select(_ first: FieldElement, _ second: FieldElement, mask: UInt64) -> FieldElement {
        FieldElement(
            l0: first.l0 ^ (mask & (first.l0 ^ second.l0)), l1: first.l1 ^ (mask & (first.l1 ^ second.l1)),
            l2: first.l2 ^ (mask & (first.l2 ^ second.l2)), l3: first.l3 ^ (mask & (first.l3 ^ second.l3)),
            l4: first.l4 ^ (mask & (first.l4 ^ second.l4)))
    }

    /// Carries five 128-bit column sums into limbs below 2^51 (plus a small carry in limb 1).
    @inline(__always)
    private static func reduced(_ c0: UInt128, _ c1: UInt128, _ c2: UInt128, _ c3: UInt128, _ c4: UInt128)
        -> FieldElement
    {
        let mask = UInt128(mask51)
        let column1 = c1 &+ (c0 >> 51)
        let column2 = c2 &+ (column1 >> 51)
        let column3 = c3 &+ (column2 >> 51)
        let column4 = c4 &+ (column3 >> 51)
        // The top carry can reach 2^64, so it is multiplied by 19 in 128 bits.
        let column0 = (c0 & mask) &+ (column4 >> 51) &* 19
        return FieldElement(
            l0: UInt64(truncatingIfNeeded: column0) & mask51,
            l1: UInt64(truncatingIfNeeded: column1 & mask) &+ UInt64(truncatingIfNeeded: column0 >> 51),
            l2: UInt64(truncatingIfNeeded: column2 & mask), l3: UInt64(truncatingIfNeeded: column3 & mask),
            l4: UInt64(truncatingIfNeeded: column4 & mask))
    }
}

/// The full 128-bit product of two limbs.
@inline(__always)
private func wide(_ lhs: UInt64, _ rhs: UInt64) -> UInt128 {
    UInt128(truncatingIfNeeded: lhs) &* UInt128(truncatingIfNeeded: rhs)
}
