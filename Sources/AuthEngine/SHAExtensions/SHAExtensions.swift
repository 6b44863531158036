#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
    import _Builtin_intrinsics.intel

    /// SHA-256 on the CPU's SHA extensions, for AuthEngine to call once its CPUID check allows it.
    ///
    /// Calling anything here on a CPU without SHA, SSSE3 and SSE4.1 stops the process with an
    /// illegal instruction: AuthEngine's `SHA256Implementation` is the only caller, and the only
    /// gate. Chaining values cross the boundary as eight words, h0 first.
    package enum SHAExtensions {
        /// Compresses `blockCount` 64-byte blocks at `blocks` into the chaining value at `state`.
        package static func compress(
            state: UnsafeMutablePointer<UInt32>, blocks: UnsafeRawPointer, blockCount: Int
        ) {
            let words = load(state)
            var packed = PackedState(low: words.low, high: words.high)
            var block = blocks
            var remaining = blockCount
            while remaining > 0 {
                packed.compress(
                    loadBigEndianWords(block), loadBigEndianWords(block + 16), loadBigEndianWords(block + 32),
                    loadBigEndianWords(block + 48))
                block += 64
                remaining &-= 1
            }
            store(low: packed.low, high: packed.high, to: state)
        }

        /// PBKDF2-HMAC-SHA256's block function after its first MAC: U_2 … U_c, each the MAC of the
        /// one before, XORed onto U_1 at `accumulated` (RFC 8018 §5.2).
        ///
        /// `innerState` and `outerState` are the key's pads already compressed, so each iteration is
        /// exactly two compressions, with the state, the message and the sum kept in registers.
        package static func pbkdf2Iterations(
            innerState: UnsafePointer<UInt32>, outerState: UnsafePointer<UInt32>,
            accumulated: UnsafeMutablePointer<UInt32>, iterations: Int
        ) {
            let innerWords = load(innerState)
            let inner = PackedState(low: innerWords.low, high: innerWords.high)
            let outerWords = load(outerState)
            let outer = PackedState(low: outerWords.low, high: outerWords.high)
            // A 32-byte message after a 64-byte key block: 0x80, zeros, and the bit length 768.
            let padding0 = lanes(0x8000_0000, 0, 0, 0)
            let padding1 = lanes(0, 0, 0, 768)
            let first = load(UnsafePointer(accumulated))
            var previousLow = first.low
            var previousHigh = first.high
            var sumLow = first.low
            var sumHigh = first.high
            var remaining = iterations &- 1
            while remaining > 0 {
                var innerHash = inner
                innerHash.compress(previousLow, previousHigh, padding0, padding1)
                var outerHash = outer
                outerHash.compress(innerHash.low, innerHash.high, padding0, padding1)
                previousLow = outerHash.low
                previousHigh = outerHash.high
                sumLow = _mm_xor_si128(sumLow, previousLow)
                sumHigh = _mm_xor_si128(sumHigh, previousHigh)
                remaining &-= 1
            }
            store(low: sumLow, high: sumHigh, to: accumulated)
        }

        /// Eight words as two registers in lane order: h0…h3 and h4…h7.
        @inline(__always)
        private static func load(_ words: UnsafePointer<UInt32>) -> (low: __m128i, high: __m128i) {
            let raw = UnsafeRawPointer(words)
            return (
                _mm_loadu_si128(raw.assumingMemoryBound(to: __m128i_u.self)),
                _mm_loadu_si128((raw + 16).assumingMemoryBound(to: __m128i_u.self))
            )
        }

        @inline(__always)
        private static func store(low: __m128i, high: __m128i, to words: UnsafeMutablePointer<UInt32>) {
            let raw = UnsafeMutableRawPointer(words)
            _mm_storeu_si128(raw.assumingMemoryBound(to: __m128i_u.self), low)
            _mm_storeu_si128((raw + 16).assumingMemoryBound(to: __m128i_u.self), high)
        }
    }
#endif
