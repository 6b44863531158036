#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
    import _Builtin_intrinsics.intel

    // Everything in this target is compiled with `-msha -msse4.1`, so any of it may use those
    // instructions: it runs only after AuthEngine's CPUID check (Crypto/SHA256Implementation.swift).
    // It is written with the C intrinsics alone and no generic Swift code, so it emits next to
    // nothing that the linker could share with another target, which would then run code built
    // with these flags; scripts/check-sha-isolation.py checks a built binary for exactly that.

    /// SHA-256's eight working words as the SHA instructions hold them: A, B, E, F in one register
    /// and C, D, G, H in the other, highest lane first, so `sha256rnds2` can run two rounds at once.
    struct PackedState {
        var abef: __m128i
        var cdgh: __m128i

        /// Packs h0…h7 given in lane order: `low` holds h0…h3 and `high` h4…h7.
        @inline(__always)
        init(low: __m128i, high: __m128i) {
            let swappedLow = swapLanePairs(low)  // h1 h0 h3 h2
            let swappedHigh = swapLanePairs(high)  // h5 h4 h7 h6
            abef = _mm_unpacklo_epi64(swappedHigh, swappedLow)
            cdgh = _mm_unpackhi_epi64(swappedHigh, swappedLow)
        }

        /// h0…h3 in lane order: as a digest's first 16 bytes are read back into message words.
        var low: __m128i { @inline(__always) get { swapLanePairs(_mm_unpackhi_epi64(abef, cdgh)) } }

        /// h4…h7 in lane order.
        var high: __m128i { @inline(__always) get { swapLanePairs(_mm_unpacklo_epi64(abef, cdgh)) } }

        /// Processes one 64-byte block given as four registers of big-endian words in lane order.
        @inline(__always)
        mutating func compress(_ words0: __m128i, _ words1: __m128i, _ words2: __m128i, _ words3: __m128i) {
            let start = self
            // Four rounds per line: the schedule's next four words come from the previous sixteen.
            var w0 = words0
            var w1 = words1
            var w2 = words2
            var w3 = words3
            rounds(w0, 0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5)
            rounds(w1, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5)
            rounds(w2, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3)
            rounds(w3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174)
            w0 = nextWords(w0, w1, w2, w3)
            rounds(w0, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc)
            w1 = nextWords(w1, w2, w3, w0)
            rounds(w1, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da)
            w2 = nextWords(w2, w3, w0, w1)
            rounds(w2, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7)
            w3 = nextWords(w3, w0, w1, w2)
            rounds(w3, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967)
            w0 = nextWords(w0, w1, w2, w3)
            rounds(w0, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13)
            w1 = nextWords(w1, w2, w3, w0)
            rounds(w1, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85)
            w2 = nextWords(w2, w3, w0, w1)
            rounds(w2, 0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3)
            w3 = nextWords(w3, w0, w1, w2)
            rounds(w3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070)
            w0 = nextWords(w0, w1, w2, w3)
            rounds(w0, 0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5)
            w1 = nextWords(w1, w2, w3, w0)
            rounds(w1, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3)
            w2 = nextWords(w2, w3, w0, w1)
            rounds(w2, 0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208)
            w3 = nextWords(w3, w0, w1, w2)
            rounds(w3, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2)
            abef = _mm_add_epi32(abef, start.abef)
            cdgh = _mm_add_epi32(cdgh, start.cdgh)
        }

        /// Four rounds with four message words and their round constants.
        @inline(__always)
        private mutating func rounds(_ words: __m128i, _ k0: UInt32, _ k1: UInt32, _ k2: UInt32, _ k3: UInt32)
        {
            let scheduled = _mm_add_epi32(words, lanes(k0, k1, k2, k3))
            // Each instruction runs two rounds with the two low lanes; the result is the new A, B,
            // E, F, and the old A, B, E, F become C, D, G, H.
            cdgh = _mm_sha256rnds2_epu32(cdgh, abef, scheduled)
            abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_unpackhi_epi64(scheduled, scheduled))
        }
    }

    /// W[t…t+3] from W[t-16…t-13], W[t-12…t-9], W[t-8…t-5] and W[t-4…t-1] (FIPS 180-4 §6.2.2).
    @inline(__always)
    private func nextWords(_ back16: __m128i, _ back12: __m128i, _ back8: __m128i, _ back4: __m128i)
        -> __m128i
    {
        // sha256msg1 adds σ0 of W[t-15…t-12]; W[t-7…t-4] straddles two registers; sha256msg2 adds σ1.
        let withSigma0 = _mm_sha256msg1_epu32(back16, back12)
        let back7 = straddle(back8, back4)
        return _mm_sha256msg2_epu32(_mm_add_epi32(withSigma0, back7), back4)
    }

    /// Lanes 1, 2, 3 of `first` then lane 0 of `second`: what `palignr` by four bytes gives, which
    /// Swift cannot name because the C intrinsic for it is a macro.
    @inline(__always)
    private func straddle(_ first: __m128i, _ second: __m128i) -> __m128i {
        let replacedLowest = _mm_castps_si128(_mm_move_ss(_mm_castsi128_ps(first), _mm_castsi128_ps(second)))
        return _mm_shuffle_epi8(replacedLowest, rotateMask())
    }

    /// Swaps lanes 0 and 1, and lanes 2 and 3.
    @inline(__always)
    private func swapLanePairs(_ value: __m128i) -> __m128i {
        _mm_shuffle_epi8(value, swapPairsMask())
    }

    /// Sixteen message bytes at `address` as four big-endian words in lane order.
    @inline(__always)
    func loadBigEndianWords(_ address: UnsafeRawPointer) -> __m128i {
        let bytes = _mm_loadu_si128(address.assumingMemoryBound(to: __m128i_u.self))
        return _mm_shuffle_epi8(bytes, byteSwapMask())
    }

    /// Four words, the first in lane 0.
    @inline(__always)
    func lanes(_ lane0: UInt32, _ lane1: UInt32, _ lane2: UInt32, _ lane3: UInt32) -> __m128i {
        _mm_setr_epi32(
            Int32(bitPattern: lane0), Int32(bitPattern: lane1), Int32(bitPattern: lane2),
            Int32(bitPattern: lane3))
    }

    // `pshufb` masks, four source-byte indices per lane, the lowest byte of a lane first.

    /// Reverses the bytes of each word: message bytes are big-endian.
    @inline(__always)
    private func byteSwapMask() -> __m128i { lanes(0x0001_0203, 0x0405_0607, 0x0809_0a0b, 0x0c0d_0e0f) }

    /// Lanes 1, 0, 3, 2.
    @inline(__always)
    private func swapPairsMask() -> __m128i { lanes(0x0706_0504, 0x0302_0100, 0x0f0e_0d0c, 0x0b0a_0908) }

    /// Lanes 1, 2, 3, 0.
    @inline(__always)
    private func rotateMask() -> __m128i { lanes(0x0706_0504, 0x0b0a_0908, 0x0f0e_0d0c, 0x0302_0100) }
#endif
