/// SHA-256 (FIPS 180-4), incremental or one-shot.
///
/// Blocks go to the compression function the process chose (`SHA256Implementation.active`): the
/// CPU's SHA instructions where it has them, else portable Swift. Whole blocks of the caller's bytes
/// are compressed in place, without copying; only a partial block waits in `pending`.
package struct SHA256: Sendable, IncrementalHash {
    /// The size of a digest in bytes.
    package static let digestByteCount = 32
    /// The size of one compression block in bytes.
    package static let blockByteCount = 64

    private var state = SHA256State.initial
    private var pending = InlineArray<64, UInt8>(repeating: 0)
    private var pendingCount = 0
    private var totalByteCount: UInt64 = 0
    private let implementation: SHA256Implementation

    /// Starts a new, empty hash computation.
    package init() {
        implementation = .active
    }

    /// Starts a new, empty hash computation on a given implementation, which this machine must
    /// support (`SHA256Implementation.supported`); for tests and the benchmark.
    package init(implementation: SHA256Implementation) {
        precondition(implementation.isSupported, "this CPU cannot run SHA-256 on \(implementation)")
        self.implementation = implementation
    }

    /// Resumes from a state that has already absorbed `absorbedByteCount` bytes (whole blocks).
    init(resuming state: SHA256State, absorbedByteCount: UInt64, implementation: SHA256Implementation) {
        self.state = state
        self.totalByteCount = absorbedByteCount
        self.implementation = implementation
    }

    /// Hashes `bytes` in one call and returns the 32-byte digest.
    package static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        hash(bytes, implementation: .active)
    }

    /// Hashes `bytes` on a given implementation, which this machine must support.
    package static func hash(_ bytes: some Sequence<UInt8>, implementation: SHA256Implementation) -> [UInt8] {
        var hasher = SHA256(implementation: implementation)
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// Feeds more message bytes, given as raw memory, into the computation.
    package mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard var source = buffer.baseAddress, !buffer.isEmpty else { return }
        var remaining = buffer.count
        totalByteCount &+= UInt64(remaining)

        if pendingCount > 0 {
            let taken = min(remaining, Self.blockByteCount - pendingCount)
            for offset in 0..<taken {
                pending[pendingCount + offset] = source.load(fromByteOffset: offset, as: UInt8.self)
            }
            pendingCount += taken
            source += taken
            remaining -= taken
            guard pendingCount == Self.blockByteCount else { return }
            compressPending()
        }

        let wholeBlocks = remaining / Self.blockByteCount
        if wholeBlocks > 0 {
            state.compress(blocks: source, count: wholeBlocks, using: implementation)
            source += wholeBlocks * Self.blockByteCount
            remaining -= wholeBlocks * Self.blockByteCount
        }

        for offset in 0..<remaining {
            pending[offset] = source.load(fromByteOffset: offset, as: UInt8.self)
        }
        pendingCount = remaining
    }

    /// Applies the final padding and returns the digest; the value should not be used afterwards.
    package consuming func finalize() -> [UInt8] {
        let bitLength = totalByteCount &* 8
        pending[pendingCount] = 0x80
        pendingCount += 1
        if pendingCount > 56 {
            for index in pendingCount..<64 { pending[index] = 0 }
            compressPending()
        }
        for index in pendingCount..<56 { pending[index] = 0 }
        for index in 0..<8 {
            pending[56 + index] = UInt8(truncatingIfNeeded: bitLength >> (56 - 8 * UInt64(index)))
        }
        compressPending()
        return state.bytes()
    }

    private mutating func compressPending() {
        let implementation = implementation
        withUnsafeBytes(of: pending) { block in
            state.compress(blocks: block.baseAddress!, count: 1, using: implementation)
        }
        pendingCount = 0
    }
}
