/// The eight working words of SHA-256 between blocks, and the portable compression function.
///
/// The portable function works on 16 big-endian words so that PBKDF2 can feed it the previous
/// digest without converting back to bytes; that, and not allocating per block, is what keeps the
/// portable key derivation within a few times OpenSSL's speed.
struct SHA256State: Sendable {
    var h0: UInt32
    var h1: UInt32
    var h2: UInt32
    var h3: UInt32
    var h4: UInt32
    var h5: UInt32
    var h6: UInt32
    var h7: UInt32

    static let initial = SHA256State(
        h0: 0x6a09_e667, h1: 0xbb67_ae85, h2: 0x3c6e_f372, h3: 0xa54f_f53a,
        h4: 0x510e_527f, h5: 0x9b05_688c, h6: 0x1f83_d9ab, h7: 0x5be0_cd19
    )

    /// The state as the 32-byte big-endian digest.
    func bytes() -> [UInt8] {
        var digest = [UInt8](repeating: 0, count: 32)
        let words = [h0, h1, h2, h3, h4, h5, h6, h7]
        for (index, word) in words.enumerated() {
            digest[index * 4] = UInt8(truncatingIfNeeded: word >> 24)
            digest[index * 4 + 1] = UInt8(truncatingIfNeeded: word >> 16)
            digest[index * 4 + 2] = UInt8(truncatingIfNeeded: word >> 8)
            digest[index * 4 + 3] = UInt8(truncatingIfNeeded: word)
        }
        return digest
    }

    /// Processes `count` consecutive 64-byte blocks at `blocks` with `implementation`.
    mutating func compress(blocks: UnsafeRawPointer, count: Int, using implementation: SHA256Implementation) {
        switch implementation {
        case .portable:
            var words = InlineArray<16, UInt32>(repeating: 0)
            for block in 0..<count {
                let base = block * SHA256.blockByteCount
                for index in 0..<16 {
                    words[index] = UInt32(
                        bigEndian: blocks.loadUnaligned(fromByteOffset: base + index * 4, as: UInt32.self))
                }
                compress(words)
            }
        case .shaExtensions:
            compressWithSHAExtensions(blocks: blocks, count: count)
        }
    }

    /// Processes one 64-byte block given as 16 big-endian words, in portable Swift.
    @inline(__always)
    mutating func compress(_ block: InlineArray<16, UInt32>) {
        var schedule = block
        var a = h0
        var b = h1
        var c = h2
        var d = h3
        var e = h4
        var f = h5
        var g = h6
        var h = h7

        // The schedule is kept as a rolling window of 16 words instead of 64.
        for round in 0..<64 {
            let slot = round & 15
            let word: UInt32
            if round < 16 {
                word = schedule[slot]
            } else {
                let w15 = schedule[(round - 15) & 15]
                let w2 = schedule[(round - 2) & 15]
                let sigma0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
                let sigma1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
                word = schedule[slot] &+ sigma0 &+ schedule[(round - 7) & 15] &+ sigma1
                schedule[slot] = word
            }
            let bigSigma1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choose = (e & f) ^ (~e & g)
            let temporary1 = h &+ bigSigma1 &+ choose &+ sha256RoundConstants[round] &+ word
            let bigSigma0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temporary2 = bigSigma0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temporary1
            d = c
            c = b
            b = a
            a = temporary1 &+ temporary2
        }

        h0 &+= a
        h1 &+= b
        h2 &+= c
        h3 &+= d
        h4 &+= e
        h5 &+= f
        h6 &+= g
        h7 &+= h
    }
}

extension UInt32 {
    @inline(__always)
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self >> count) | (self << (32 - count))
    }
}

/// The 64 round constants: the first 32 bits of the fractional parts of the cube roots of the first
/// 64 primes.
private let sha256RoundConstants: InlineArray<64, UInt32> = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
]
