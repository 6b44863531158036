/// [a]P + [b]B for public scalars and a public point: the variable-time half of Ed25519, used only
/// by verification, where every input (key, signature, message) is public.
///
/// Both scalars are written in width-5 non-adjacent form and walked together from the top bit
/// (Straus's method): one doubling per bit and an addition only at a nonzero digit, which makes
/// the running time depend on the scalars, as it may here.
enum DoubleScalarMultiplication {
    /// The odd multiples B, 3B, …, 15B, computed once.
    static let baseOddMultiples: [AffineNielsPoint] = oddMultiples(of: .base).map { cached in
        AffineNielsPoint(cached.point)
    }

    /// P, 3P, 5P, …, 15P in cached form: what `multiply` adds for P's digits.
    static func oddMultiplesForAddition(of point: EdwardsPoint) -> [CachedPoint] {
        oddMultiples(of: point).map(\.cached)
    }

    /// [a]P + [b]B, for scalars given as 32 little-endian bytes and P given by its odd multiples.
    static func multiply(_ a: [UInt8], _ pointMultiples: [CachedPoint], plusBaseTimes b: [UInt8])
        -> EdwardsPoint
    {
        let pointDigits = nonAdjacentForm(a)
        let baseDigits = nonAdjacentForm(b)
        var top = 255
        while top >= 0, pointDigits[top] == 0, baseDigits[top] == 0 { top -= 1 }

        var result = EdwardsPoint.identity
        var index = top
        while index >= 0 {
            let pointDigit = Int(pointDigits[index])
            let baseDigit = Int(baseDigits[index])
            // T is needed only by an addition right after this doubling.
            result = pointDigit == 0 && baseDigit == 0 ? result.doubledSkippingT() : result.doubled()
            if pointDigit > 0 {
                result = result.adding(pointMultiples[pointDigit / 2])
            } else if pointDigit < 0 {
                result = result.subtracting(pointMultiples[-pointDigit / 2])
            }
            if baseDigit > 0 {
                result = result.adding(baseOddMultiples[baseDigit / 2])
            } else if baseDigit < 0 {
                result = result.subtracting(baseOddMultiples[-baseDigit / 2])
            }
            index -= 1
        }
        return result
    }

    /// P, 3P, 5P, …, 15P, each with its cached form.
    private static func oddMultiples(of point: EdwardsPoint) -> [(point: EdwardsPoint, cached: CachedPoint)] {
        let double = point.doubled().cached
        var multiples = [(point: point, cached: point.cached)]
        multiples.reserveCapacity(8)
        for _ in 1..<8 {
            let next = multiples[multiples.count - 1].point.adding(double)
            multiples.append((next, next.cached))
        }
        return multiples
    }

    /// The scalar's 256 signed digits, each zero or odd in [-15, 15], with a nonzero digit followed
    /// by at least four zeros: sum digit_i · 2^i is the scalar.
    private static func nonAdjacentForm(_ scalar: [UInt8]) -> [Int] {
        var digits = (0..<256).map { bit in Int(scalar[bit / 8] >> UInt8(bit % 8)) & 1 }
        for index in 0..<256 where digits[index] != 0 {
            for offset in 1...6 {
                let next = index + offset
                guard next < 256 else { break }
                guard digits[next] != 0 else { continue }
                let shifted = digits[next] << offset
                if digits[index] + shifted <= 15 {
                    digits[index] += shifted
                    digits[next] = 0
                } else if digits[index] - shifted >= -15 {
                    digits[index] -= shifted
                    for carry in next..<256 {
                        if digits[carry] == 0 {
                            digits[carry] = 1
                            break
                        }
                        digits[carry] = 0
                    }
                } else {
                    break
                }
            }
        }
        return digits
    }
}
