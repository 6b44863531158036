/// [a]B for a secret scalar a: the constant-time half of Ed25519, used to derive the public key
/// and the signature's commitment R = [r]B.
///
/// The scalar is written in 64 signed base-16 digits in [-8, 8], and each digit's multiple is
/// taken from a table of 1·16^2i·B … 8·16^2i·B by scanning all eight entries with masks, then
/// negated under a mask: no branch and no memory index depends on a bit of the scalar.
enum BasePointMultiplication {
    /// The table: for each of 32 positions i, the affine multiples j·256^i·B for j in 1...8.
    /// Computed once, at the first signature or key, from B alone.
    static let table: [AffineNielsPoint] = {
        var entries: [AffineNielsPoint] = []
        entries.reserveCapacity(32 * 8)
        var positionBase = EdwardsPoint.base
        for _ in 0..<32 {
            let cached = positionBase.cached
            var multiple = positionBase
            for _ in 0..<8 {
                entries.append(AffineNielsPoint(multiple))
                multiple = multiple.adding(cached)
            }
            for _ in 0..<8 { positionBase = positionBase.doubled() }
        }
        return entries
    }()

    /// [scalar]B for a scalar below 2^255 given as 32 little-endian bytes.
    static func multiply(_ scalar: [UInt8]) -> EdwardsPoint {
        precondition(scalar.count == 32, "a scalar is 32 bytes")
        let digits = signedDigits(scalar)
        return table.withUnsafeBufferPointer { table in
            var result = EdwardsPoint.identity
            // Odd digits first, then ×16, then even digits: 16^(2i+1) = 16 · 256^i.
            for index in stride(from: 1, to: 64, by: 2) {
                result = result.adding(select(table, position: index / 2, digit: digits[index]))
            }
            result = result.doubledSkippingT().doubledSkippingT().doubledSkippingT().doubled()
            for index in stride(from: 0, to: 64, by: 2) {
                result = result.adding(select(table, position: index / 2, digit: digits[index]))
            }
            return result
        }
    }

    /// The 64 base-16 digits of the scalar, each moved into [-8, 7] (the last into [-8, 8]) by
    /// carrying into the next, with arithmetic only.
    private static func signedDigits(_ scalar: [UInt8]) -> InlineArray<64, Int8> {
        var digits = InlineArray<64, Int8>(repeating: 0)
        for index in 0..<32 {
            digits[2 * index] = Int8(scalar[index] & 15)
            digits[2 * index + 1] = Int8(scalar[index] >> 4)
        }
        var carry: Int8 = 0
        for index in 0..<63 {
            digits[index] &+= carry
            carry = (digits[index] &+ 8) >> 4
            digits[index] &-= carry << 4
        }
        digits[63] &+= carry
        return digits
    }

    /// |digit|·256^position·B negated when the digit is negative, the identity for zero: every
    /// entry of the position is read and kept or dropped by a mask.
    @inline(__always)
    private static func select(_ table: UnsafeBufferPointer<AffineNielsPoint>, position: Int, digit: Int8)
        -> AffineNielsPoint
    {
        let negativeMask = 0 &- (UInt64(bitPattern: Int64(digit)) >> 63)
        let magnitude = UInt64(bitPattern: Int64(digit)) ^ negativeMask &- negativeMask
        var chosen = AffineNielsPoint.identity
        for entry in 0..<8 {
            let difference = magnitude ^ UInt64(entry + 1)
            let equalMask = 0 &- ((difference &- 1) >> 63)
            chosen = .select(chosen, table[position * 8 + entry], mask: equalMask)
        }
        return .select(chosen, chosen.negated, mask: negativeMask)
    }
}
