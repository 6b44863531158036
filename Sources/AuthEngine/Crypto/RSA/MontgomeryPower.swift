extension MontgomeryModulus {
    /// The bits each step of the fixed-window exponentiation takes; 4 divides 64, so a window
    /// never straddles two limbs.
    static let windowBits = 4

    /// base^exponent in Montgomery form, for a secret exponent: the same squarings and
    /// multiplications for every exponent of this width, and every table entry read at every step.
    ///
    /// Fixed 4-bit windows from the top limb down, leading zero windows included; each window's
    /// entry is assembled by scanning the whole table with masks, so neither a branch nor a memory
    /// address depends on an exponent bit.
    func power(_ base: [UInt64], secretExponent exponent: [UInt64]) -> [UInt64] {
        let entries = 1 << Self.windowBits
        let width = count
        var table = [UInt64](repeating: 0, count: entries * width)
        var accumulator = one
        var selected = [UInt64](repeating: 0, count: width)
        var scratch = [UInt64](repeating: 0, count: width + 1)
        let inverse = inverse
        limbs.withUnsafeBufferPointer { modulus in
            base.withUnsafeBufferPointer { base in
                table.withUnsafeMutableBufferPointer { table in
                    accumulator.withUnsafeMutableBufferPointer { accumulator in
                        selected.withUnsafeMutableBufferPointer { selected in
                            scratch.withUnsafeMutableBufferPointer { scratch in
                                let modulus = modulus.baseAddress!
                                let table = table.baseAddress!
                                let accumulator = accumulator.baseAddress!
                                let selected = selected.baseAddress!
                                let scratch = scratch.baseAddress!
                                let multiply = {
                                    (
                                        result: UnsafeMutablePointer<UInt64>, left: UnsafePointer<UInt64>,
                                        right: UnsafePointer<UInt64>
                                    ) in
                                    Self.multiply(
                                        result, left, right, modulus: modulus, inverse: inverse, count: width,
                                        scratch: scratch)
                                }
                                table.update(from: accumulator, count: width)
                                (table + width).update(from: base.baseAddress!, count: width)
                                for entry in 2..<entries {
                                    multiply(
                                        table + entry * width, table + (entry - 1) * width, base.baseAddress!)
                                }
                                let windowsPerLimb = 64 / Self.windowBits
                                for window in stride(
                                    from: exponent.count * windowsPerLimb - 1, through: 0, by: -1)
                                {
                                    for _ in 0..<Self.windowBits {
                                        multiply(accumulator, accumulator, accumulator)
                                    }
                                    let shift = UInt64((window % windowsPerLimb) * Self.windowBits)
                                    let digit =
                                        (exponent[window / windowsPerLimb] >> shift) & UInt64(entries - 1)
                                    selected.update(repeating: 0, count: width)
                                    for entry in 0..<entries {
                                        let mask = Limbs.isZeroMask(UInt64(entry) ^ digit)
                                        let row = table + entry * width
                                        for limb in 0..<width { selected[limb] |= row[limb] & mask }
                                    }
                                    multiply(accumulator, accumulator, selected)
                                }
                            }
                        }
                    }
                }
            }
        }
        return accumulator
    }

    /// base^exponent in Montgomery form, for a public exponent (RSA's e): plain square and
    /// multiply, which branches on the exponent's bits.
    func power(_ base: [UInt64], publicExponent exponent: [UInt64]) -> [UInt64] {
        var accumulator = one
        for bit in stride(from: Limbs.bitLength(exponent) - 1, through: 0, by: -1) {
            accumulator = multiply(accumulator, accumulator)
            if (exponent[bit / 64] >> UInt64(bit % 64)) & 1 == 1 {
                accumulator = multiply(accumulator, base)
            }
        }
        return accumulator
    }
}
