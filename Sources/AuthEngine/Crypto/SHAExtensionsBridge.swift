import AuthEngineSHAExtensions

// The one place AuthEngine calls the code built with the SHA instructions enabled. Callers reach it
// only through `SHA256Implementation.shaExtensions`, which `SHA256` and `HMACSHA256` accept only
// when the CPUID check in SHA256Implementation.swift has found the instructions.

extension SHA256State {
    /// Compresses `count` blocks with the SHA extensions.
    mutating func compressWithSHAExtensions(blocks: UnsafeRawPointer, count: Int) {
        #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
            withWords { words in SHAExtensions.compress(state: words, blocks: blocks, blockCount: count) }
        #else
            preconditionFailure("the SHA extensions exist only on x86-64")
        #endif
    }

    /// Lends the eight words, h0 first, as contiguous memory.
    fileprivate mutating func withWords(_ body: (UnsafeMutablePointer<UInt32>) -> Void) {
        // A homogeneous tuple is laid out like a C array.
        var words = (h0, h1, h2, h3, h4, h5, h6, h7)
        withUnsafeMutableBytes(of: &words) { raw in
            body(raw.baseAddress!.assumingMemoryBound(to: UInt32.self))
        }
        (h0, h1, h2, h3, h4, h5, h6, h7) = words
    }
}

extension HMACSHA256 {
    /// PBKDF2's iterations 2 … `iterations` from U_1 (`first`) with the SHA extensions: the XOR of
    /// U_1 … U_c.
    func pbkdf2IterationsWithSHAExtensions(first: SHA256State, iterations: Int) -> SHA256State {
        #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
            var inner = innerState
            var outer = outerState
            var accumulated = first
            inner.withWords { innerWords in
                outer.withWords { outerWords in
                    accumulated.withWords { accumulatedWords in
                        SHAExtensions.pbkdf2Iterations(
                            innerState: innerWords, outerState: outerWords, accumulated: accumulatedWords,
                            iterations: iterations)
                    }
                }
            }
            return accumulated
        #else
            preconditionFailure("the SHA extensions exist only on x86-64")
        #endif
    }
}
