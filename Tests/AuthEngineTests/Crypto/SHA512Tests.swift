import AuthEngine
import Testing

@Suite("SHA-512 against FIPS 180-4")
struct SHA512Tests {
    /// The examples of FIPS 180-4 (NIST's "SHA512.pdf" worked examples) and the empty message.
    static let publishedMessageVectors: [(message: String, digest: String)] = [
        (
            "",
            "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"
        ),
        (
            "abc",
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
        ),
    ]

    @Test("published messages hash to their published digests", arguments: publishedMessageVectors)
    func publishedMessages(vector: (message: String, digest: String)) {
        #expect(SHA512.hash(utf8(vector.message)).hex == vector.digest)
    }

    @Test("one million 'a' hashes to the FIPS 180-4 digest")
    func millionA() {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(
            SHA512.hash(message).hex
                == "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973ebde0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b"
        )
    }

    @Test("feeding a message in pieces gives the one-shot digest, whatever the split")
    func incrementalMatchesOneShot() {
        // 300 bytes cross two block boundaries; the splits land before, on and after them.
        let message = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let expected = SHA512.hash(message)
        for split in [0, 1, 111, 112, 127, 128, 129, 256, 299, 300] {
            var hasher = SHA512()
            hasher.update(message[..<split])
            hasher.update(message[split...])
            #expect(hasher.finalize() == expected, "split at \(split)")
        }
        var byteByByte = SHA512()
        for byte in message { byteByByte.update([byte]) }
        #expect(byteByByte.finalize() == expected)
    }

    @Test("padding lengths around the block size match digests from Python's hashlib")
    func paddingBoundaries() {
        // python3 -c "import hashlib; print(hashlib.sha512(b'a'*n).hexdigest())" for each n.
        let vectors: [(count: Int, digest: String)] = [
            (
                111,
                "fa9121c7b32b9e01733d034cfc78cbf67f926c7ed83e82200ef86818196921760b4beff48404df811b953828274461673c68d04e297b0eb7b2b4d60fc6b566a2"
            ),
            (
                112,
                "c01d080efd492776a1c43bd23dd99d0a2e626d481e16782e75d54c2503b5dc32bd05f0f1ba33e568b88fd2d970929b719ecbb152f58f130a407c8830604b70ca"
            ),
            (
                128,
                "b73d1929aa615934e61a871596b3f3b33359f42b8175602e89f7e06e5f658a243667807ed300314b95cacdd579f3e33abdfbe351909519a846d465c59582f321"
            ),
        ]
        for vector in vectors {
            let message = [UInt8](repeating: UInt8(ascii: "a"), count: vector.count)
            #expect(SHA512.hash(message).hex == vector.digest, "\(vector.count) bytes")
        }
    }
}
