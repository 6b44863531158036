/// Comparisons whose running time does not depend on where secret inputs differ.
package enum ConstantTime {
    /// True when both byte strings are equal; the time taken depends only on their lengths.
    package static func equals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in differingBits(left, right) == 0 }
        }
    }

    /// The OR of every byte pair's XOR: zero only when the buffers (of one length) are equal.
    ///
    /// Each step passes the running difference through `barrier`, which the optimiser may neither
    /// inline nor analyse, so it cannot learn that the result is settled once a bit is set and
    /// stop early (an OR loop whose value is only tested against zero is otherwise fair game for a
    /// compiler to turn into an early-exit compare, as swift-crypto and BoringSSL guard against).
    package static func differingBits(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
        -> UInt8
    {
        var difference: UInt8 = 0
        for index in 0..<min(left.count, right.count) {
            difference = barrier(difference | (left[index] ^ right[index]))
        }
        return difference
    }

    /// Returns `value` unchanged, through a call the optimiser must make as written.
    @inline(never) @_optimize(none)
    static func barrier(_ value: UInt8) -> UInt8 {
        value
    }
}
