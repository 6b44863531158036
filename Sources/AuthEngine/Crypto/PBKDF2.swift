import Dispatch

/// PBKDF2 with HMAC-SHA256 as its pseudo-random function (RFC 8018 §5.2).
package enum PBKDF2 {
    /// What makes a derivation request invalid.
    package enum ParameterError: Error, Equatable, Sendable {
        /// The iteration count must be at least one.
        case iterationCountTooLow
        /// The requested key length must be between 1 and (2^32 - 1) * 32 bytes.
        case invalidKeyLength
    }

    /// Derives `keyByteCount` bytes from `password` and `salt` with `iterations` rounds.
    package static func deriveKey(
        password: some Sequence<UInt8>,
        salt: some Sequence<UInt8>,
        iterations: Int,
        keyByteCount: Int
    ) throws(ParameterError) -> [UInt8] {
        try deriveKey(
            password: password, salt: salt, iterations: iterations, keyByteCount: keyByteCount,
            implementation: .active)
    }

    /// Derives a key on a given SHA-256 implementation, which this machine must support.
    package static func deriveKey(
        password: some Sequence<UInt8>,
        salt: some Sequence<UInt8>,
        iterations: Int,
        keyByteCount: Int,
        implementation: SHA256Implementation
    ) throws(ParameterError) -> [UInt8] {
        #if DEBUG
            // Slow on purpose, so never on the main queue, where the interactive app's screens and
            // engine run: there it would stop the spinner (`SlowWork`). Debug builds only, which the
            // end-to-end tests run at the product's costs, so a new derivation that forgets it fails
            // there. The tests' own cheap costs (64 iterations, a few microseconds) are exempt: they
            // seed demo accounts inside the server's synchronous start.
            if iterations >= 1000 { dispatchPrecondition(condition: .notOnQueue(.main)) }
        #endif
        guard iterations >= 1 else { throw .iterationCountTooLow }
        // Checked before the block count is computed, whose rounding up would overflow near Int.max.
        guard (1...Int(UInt32.max) * HMACSHA256.macByteCount).contains(keyByteCount) else {
            throw .invalidKeyLength
        }
        let blockCount = (keyByteCount + HMACSHA256.macByteCount - 1) / HMACSHA256.macByteCount

        let prf = HMACSHA256(key: password, implementation: implementation)
        let saltBytes = Array(salt)
        var derived: [UInt8] = []
        derived.reserveCapacity(blockCount * HMACSHA256.macByteCount)

        for blockIndex in 1...blockCount {
            let counter = UInt32(blockIndex)
            let firstMessage =
                saltBytes + [
                    UInt8(truncatingIfNeeded: counter >> 24), UInt8(truncatingIfNeeded: counter >> 16),
                    UInt8(truncatingIfNeeded: counter >> 8), UInt8(truncatingIfNeeded: counter),
                ]
            let first = SHA256State(digest: prf.authenticate(firstMessage))
            let accumulated: SHA256State
            switch implementation {
            case .portable:
                accumulated = portableIterations(prf, first: first, iterations: iterations)
            case .shaExtensions:
                // The whole loop runs inside the accelerated target, state and block in registers.
                accumulated = prf.pbkdf2IterationsWithSHAExtensions(first: first, iterations: iterations)
            }
            derived += accumulated.bytes()
        }
        return Array(derived.prefix(keyByteCount))
    }

    /// U_1 XOR … XOR U_c, each U the MAC of the one before, in portable Swift.
    private static func portableIterations(
        _ prf: HMACSHA256, first: SHA256State, iterations: Int
    ) -> SHA256State {
        var previous = first
        var accumulated = first
        for _ in 1..<iterations {
            previous = prf.authenticateDigest(previous)
            accumulated.formXor(previous)
        }
        return accumulated
    }
}

extension SHA256State {
    /// Reads a 32-byte digest back into words.
    init(digest: [UInt8]) {
        func word(_ index: Int) -> UInt32 {
            UInt32(digest[index * 4]) << 24 | UInt32(digest[index * 4 + 1]) << 16
                | UInt32(digest[index * 4 + 2]) << 8 | UInt32(digest[index * 4 + 3])
        }
        self.init(
            h0: word(0), h1: word(1), h2: word(2), h3: word(3),
            h4: word(4), h5: word(5), h6: word(6), h7: word(7)
        )
    }

    @inline(__always)
    mutating func formXor(_ other: SHA256State) {
        h0 ^= other.h0
        h1 ^= other.h1
        h2 ^= other.h2
        h3 ^= other.h3
        h4 ^= other.h4
        h5 ^= other.h5
        h6 ^= other.h6
        h7 ^= other.h7
    }
}
