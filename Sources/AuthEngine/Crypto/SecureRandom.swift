#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cryptographically secure random bytes from the operating system.
package enum SecureRandom {
    /// Returns `count` bytes from the kernel's generator (`getentropy`, or `arc4random_buf`).
    package static func bytes(count: Int) -> [UInt8] {
        // Counts are the callers' constants (salts, keys, nonces), never a value read from input.
        precondition(count >= 0, "a byte count cannot be negative")
        var bytes = [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBytes { buffer in
            fill(buffer)
        }
        return bytes
    }

    /// Fills `buffer` with secure random bytes.
    package static func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard let base = buffer.baseAddress else { return }
        #if canImport(Glibc)
            // getentropy(3) wraps getrandom(2) and serves at most 256 bytes per call; it blocks only
            // until the kernel pool is first initialised and fails only on programming errors.
            var filled = 0
            while filled < buffer.count {
                let chunk = min(buffer.count - filled, 256)
                let result = getentropy(base + filled, chunk)
                if result != 0 {
                    // No input reaches this: the buffer is ours and at most 256 bytes, so only a
                    // kernel without getrandom(2) could fail it, and then nothing here is secure.
                    precondition(errno == EINTR, "getentropy failed with errno \(errno)")
                    continue
                }
                filled += chunk
            }
        #else
            arc4random_buf(base, buffer.count)
        #endif
    }
}
