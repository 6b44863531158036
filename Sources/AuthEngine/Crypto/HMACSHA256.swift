/// HMAC-SHA256 (RFC 2104) with the key's inner and outer pads compressed once.
///
/// Keeping the two padded-key states lets every further MAC with the same key start two
/// compressions in, which is what PBKDF2's inner loop relies on.
package struct HMACSHA256: Sendable {
    /// The size of a MAC in bytes.
    package static let macByteCount = 32

    let innerState: SHA256State
    let outerState: SHA256State
    /// The compression function every hash under this key uses.
    let implementation: SHA256Implementation

    /// Prepares a MAC key; keys longer than one block are hashed first, as RFC 2104 requires.
    package init(key: some Sequence<UInt8>) {
        self.init(key: key, implementation: .active)
    }

    /// Prepares a MAC key on a given implementation, which this machine must support.
    package init(key: some Sequence<UInt8>, implementation: SHA256Implementation) {
        var keyBlock = Array(key)
        if keyBlock.count > SHA256.blockByteCount {
            keyBlock = SHA256.hash(keyBlock, implementation: implementation)
        }
        keyBlock += [UInt8](repeating: 0, count: SHA256.blockByteCount - keyBlock.count)
        innerState = Self.absorb(keyBlock.map { $0 ^ 0x36 }, implementation: implementation)
        outerState = Self.absorb(keyBlock.map { $0 ^ 0x5c }, implementation: implementation)
        self.implementation = implementation
        for index in keyBlock.indices { keyBlock[index] = 0 }
    }

    /// Computes the MAC of `message` with `key` in one call.
    package static func authenticate(_ message: some Sequence<UInt8>, key: some Sequence<UInt8>) -> [UInt8] {
        HMACSHA256(key: key).authenticate(message)
    }

    /// Computes the MAC of `message` under this key.
    package func authenticate(_ message: some Sequence<UInt8>) -> [UInt8] {
        let blockByteCount = UInt64(SHA256.blockByteCount)
        var inner = SHA256(
            resuming: innerState, absorbedByteCount: blockByteCount, implementation: implementation)
        inner.update(message)
        let innerDigest = inner.finalize()
        var outer = SHA256(
            resuming: outerState, absorbedByteCount: blockByteCount, implementation: implementation)
        outer.update(innerDigest)
        return outer.finalize()
    }

    /// Checks a MAC in constant time.
    package func isValid(_ mac: some Sequence<UInt8>, for message: some Sequence<UInt8>) -> Bool {
        ConstantTime.equals(authenticate(message), Array(mac))
    }

    /// The MAC of a 32-byte message given as eight words, using only two portable compressions.
    ///
    /// The message fits one block with its padding, so no bytes are copied and nothing is allocated.
    @inline(__always)
    func authenticateDigest(_ message: SHA256State) -> SHA256State {
        var inner = innerState
        inner.compress(Self.paddedDigestBlock(message))
        var outer = outerState
        outer.compress(Self.paddedDigestBlock(inner))
        return outer
    }

    /// A 32-byte message after a 64-byte key block: 0x80, zeros, and the bit length 768.
    @inline(__always)
    private static func paddedDigestBlock(_ digest: SHA256State) -> InlineArray<16, UInt32> {
        [
            digest.h0, digest.h1, digest.h2, digest.h3, digest.h4, digest.h5, digest.h6, digest.h7,
            0x8000_0000, 0, 0, 0, 0, 0, 0, 768,
        ]
    }

    private static func absorb(_ paddedKey: [UInt8], implementation: SHA256Implementation) -> SHA256State {
        var state = SHA256State.initial
        paddedKey.withUnsafeBytes { block in
            state.compress(blocks: block.baseAddress!, count: 1, using: implementation)
        }
        return state
    }
}
