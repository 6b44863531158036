/// A hash that absorbs its message in pieces given as raw memory (SHA-256, SHA-512).
package protocol IncrementalHash {
    /// Feeds more message bytes, given as raw memory, into the computation.
    mutating func update(_ buffer: UnsafeRawBufferPointer)
}

extension IncrementalHash {
    /// Feeds more message bytes into the computation, without copying when they are contiguous.
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        let handled: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            update(UnsafeRawBufferPointer(buffer))
        }
        if handled == nil {
            let copy = Array(bytes)
            copy.withUnsafeBytes { update($0) }
        }
    }
}
