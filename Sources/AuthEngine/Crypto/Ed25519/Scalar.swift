/// An integer modulo the group order L = 2^252 + 27742317777372353535851937790883648493, in five
/// 52-bit limbs, with Montgomery multiplication (R = 2^260).
///
/// Every operation is branch-free and indexes memory only by loop counters, so the secret scalar
/// and the secret nonce of a signature pass through them in time that does not depend on their
/// value; the one comparison that may stop early, `isCanonical`, reads public signature bytes.
struct Scalar: Sendable {
    var limbs: InlineArray<5, UInt64>

    static let mask52: UInt64 = (1 << 52) - 1
    /// The group order L.
    static let order = Scalar(limbs: [0x2_631a_5cf5_d3ed, 0xd_ea2f_79cd_6581, 0x14_def9, 0, 0x1000_0000_0000])
    /// -L⁻¹ mod 2^52, which Montgomery reduction multiplies by.
    static let montgomeryFactor: UInt64 = 0x5_1da3_1254_7e1b
    /// R = 2^260 mod L.
    static let montgomeryR = Scalar(limbs: [
        0xf_48bd_6721_e6ed, 0x3_bab5_ac67_e45a, 0xf_ffff_eb35_e51b, 0xf_ffff_ffff_ffff, 0xfff_ffff_ffff,
    ])
    /// R² = 2^520 mod L.
    static let montgomeryRSquared = Scalar(limbs: [
        0x9_d265_e952_d13b, 0xd_63c7_15be_a69f, 0x5_be65_cb68_7604, 0x3_dcee_c73d_217f, 0x941_1b7c_309a,
    ])

    init(limbs: InlineArray<5, UInt64>) {
        self.limbs = limbs
    }

    /// The 32-byte little-endian integer, not reduced (a clamped secret scalar is below 2^255).
    init(bytes: ArraySlice<UInt8>) {
        precondition(bytes.count == 32, "a scalar is 32 bytes")
        self.init(limbs: Self.limbs(of: bytes, from: 0))
    }

    /// A 64-byte little-endian integer (a SHA-512 digest) reduced modulo L: the low 260 bits and
    /// the high 252 bits each brought into range by a Montgomery product, then added.
    init(reducingWide bytes: [UInt8]) {
        precondition(bytes.count == 64, "a wide scalar is 64 bytes")
        let low = Scalar(limbs: Self.limbs(of: bytes[...], from: 0))
        let high = Scalar(limbs: Self.limbs(of: bytes[...], from: 260))
        // low·R/R = low and high·R²/R = high·2^260, both modulo L.
        self =
            Scalar.montgomeryProduct(low, .montgomeryR) + Scalar.montgomeryProduct(high, .montgomeryRSquared)
    }

    /// Whether 32 little-endian bytes encode an integer below L (RFC 8032 §5.1.7's check on S).
    static func isCanonical(_ bytes: ArraySlice<UInt8>) -> Bool {
        let order = Scalar.order.bytes
        for index in (0..<32).reversed() {
            let byte = bytes[bytes.startIndex + index]
            if byte != order[index] { return byte < order[index] }
        }
        return false
    }

    /// The 32-byte little-endian encoding.
    var bytes: [UInt8] {
        var output = [UInt8](repeating: 0, count: 32)
        for index in 0..<32 {
            let bit = index * 8
            let limb = bit / 52
            let shift = UInt64(bit % 52)
            var value = limbs[limb] >> shift
            if shift > 44, limb < 4 { value |= limbs[limb + 1] << (52 - shift) }
            output[index] = UInt8(truncatingIfNeeded: value)
        }
        return output
    }

    /// (lhs · rhs) mod L.
    static func * (lhs: Scalar, rhs: Scalar) -> Scalar {
        // (lhs·rhs/R)·R²/R = lhs·rhs.
        montgomeryProduct(montgomeryProduct(lhs, rhs), .montgomeryRSquared)
    }

    /// (lhs + rhs) mod L, for operands below L.
    static func + (lhs: Scalar, rhs: Scalar) -> Scalar {
        var sum = Scalar(limbs: [0, 0, 0, 0, 0])
        var carry: UInt64 = 0
        for index in 0..<5 {
            carry = lhs.limbs[index] &+ rhs.limbs[index] &+ (carry >> 52)
            sum.limbs[index] = carry & mask52
        }
        return sum.subtractingOrder()
    }

    /// The value minus L when that is not negative, else the value: L is added back under a mask.
    private func subtractingOrder() -> Scalar {
        var difference = Scalar(limbs: [0, 0, 0, 0, 0])
        var borrow: UInt64 = 0
        for index in 0..<5 {
            borrow = limbs[index] &- (Scalar.order.limbs[index] &+ (borrow >> 63))
            difference.limbs[index] = borrow & Scalar.mask52
        }
        let underflowMask = ((borrow >> 63) ^ 1) &- 1
        var carry: UInt64 = 0
        for index in 0..<5 {
            carry = (carry >> 52) &+ difference.limbs[index] &+ (Scalar.order.limbs[index] & underflowMask)
            difference.limbs[index] = carry & Scalar.mask52
        }
        return difference
    }

    /// lhs · rhs / R mod L, for a product below L·R.
    private static func montgomeryProduct(_ lhs: Scalar, _ rhs: Scalar) -> Scalar {
        let a = lhs.limbs
        let b = rhs.limbs
        let l = order.limbs
        func product(_ x: UInt64, _ y: UInt64) -> UInt128 {
            UInt128(truncatingIfNeeded: x) &* UInt128(truncatingIfNeeded: y)
        }
        // The nine columns of the schoolbook product.
        let z0 = product(a[0], b[0])
        let z1 = product(a[0], b[1]) &+ product(a[1], b[0])
        let z2 = product(a[0], b[2]) &+ product(a[1], b[1]) &+ product(a[2], b[0])
        let z3 = product(a[0], b[3]) &+ product(a[1], b[2]) &+ product(a[2], b[1]) &+ product(a[3], b[0])
        let z4 =
            product(a[0], b[4]) &+ product(a[1], b[3]) &+ product(a[2], b[2]) &+ product(a[3], b[1])
            &+ product(a[4], b[0])
        let z5 = product(a[1], b[4]) &+ product(a[2], b[3]) &+ product(a[3], b[2]) &+ product(a[4], b[1])
        let z6 = product(a[2], b[4]) &+ product(a[3], b[3]) &+ product(a[4], b[2])
        let z7 = product(a[3], b[4]) &+ product(a[4], b[3])
        let z8 = product(a[4], b[4])

        // Each step adds the multiple of L that clears the lowest limb, then shifts it out.
        func clearing(_ sum: UInt128) -> (carry: UInt128, factor: UInt64) {
            let factor = (UInt64(truncatingIfNeeded: sum) &* montgomeryFactor) & mask52
            return ((sum &+ product(factor, l[0])) >> 52, factor)
        }
        func splitting(_ sum: UInt128) -> (carry: UInt128, limb: UInt64) {
            (sum >> 52, UInt64(truncatingIfNeeded: sum) & mask52)
        }
        // L's limb 3 is zero, so its products are left out.
        let (carry0, n0) = clearing(z0)
        let (carry1, n1) = clearing(carry0 &+ z1 &+ product(n0, l[1]))
        let (carry2, n2) = clearing(carry1 &+ z2 &+ product(n0, l[2]) &+ product(n1, l[1]))
        let (carry3, n3) = clearing(carry2 &+ z3 &+ product(n1, l[2]) &+ product(n2, l[1]))
        let (carry4, n4) = clearing(
            carry3 &+ z4 &+ product(n0, l[4]) &+ product(n2, l[2]) &+ product(n3, l[1]))
        let (carry5, r0) = splitting(
            carry4 &+ z5 &+ product(n1, l[4]) &+ product(n3, l[2]) &+ product(n4, l[1]))
        let (carry6, r1) = splitting(carry5 &+ z6 &+ product(n2, l[4]) &+ product(n4, l[2]))
        let (carry7, r2) = splitting(carry6 &+ z7 &+ product(n3, l[4]))
        let (carry8, r3) = splitting(carry7 &+ z8 &+ product(n4, l[4]))
        let r4 = UInt64(truncatingIfNeeded: carry8)
        return Scalar(limbs: [r0, r1, r2, r3, r4]).subtractingOrder()
    }

    /// Five 52-bit limbs read from `bytes` starting at bit `firstBit`; bits past the end are zero.
    private static func limbs(of bytes: ArraySlice<UInt8>, from firstBit: Int) -> InlineArray<5, UInt64> {
        var limbs = InlineArray<5, UInt64>(repeating: 0)
        for limb in 0..<5 {
            var value: UInt64 = 0
            for bit in stride(from: 0, to: 52, by: 4) {
                let position = firstBit + limb * 52 + bit
                let byteIndex = position / 8
                guard byteIndex < bytes.count else { break }
                let nibble = (UInt64(bytes[bytes.startIndex + byteIndex]) >> UInt64(position % 8)) & 0xf
                value |= nibble << UInt64(bit)
            }
            limbs[limb] = value
        }
        return limbs
    }
}
