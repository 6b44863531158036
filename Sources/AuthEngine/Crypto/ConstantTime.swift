/// Comparisons whose running time does not depend on where secret inputs differ.
package enum ConstantTime {
    /// True when both byte strings are equal; the time taken depends only on their lengths.
    package static func equals(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var difference: UInt8 = 0
        for index in lhs.indices {
            difference |= lhs[index] ^ rhs[index]
        }
        return difference == 0
    }
}
