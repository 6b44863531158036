import AuthEngine
import Testing

/// Every vector runs through each SHA-256 implementation this machine supports: the portable code
/// and, where the CPU has them, the SHA extensions (`SHA256Implementation.supported`).
@Suite("SHA-256 against FIPS 180-4, CAVP and RFC 6234")
struct SHA256Tests {
    static let publishedMessageVectors: [(message: String, digest: String)] = [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
        (
            String(repeating: "01234567012345670123456701234567", count: 20),
            "594847328451bdfa85056225462cc1d867d877fb388df0ce35f25ab5562bfbb5"
        ),
    ]

    @Test(
        "published messages hash to their published digests",
        arguments: SHA256Implementation.supported, publishedMessageVectors)
    func publishedMessages(implementation: SHA256Implementation, vector: (message: String, digest: String)) {
        #expect(SHA256.hash(utf8(vector.message), implementation: implementation).hex == vector.digest)
    }

    static let cavpShortMessageVectors: [(messageHex: String, digest: String)] = [
        ("d3", "28969cdfa74a12c82f3bad960b0b000aca2ac329deea5c2328ebc6f2ba9802c1"),
        ("11af", "5ca7133fa735326081558ac312c620eeca9970d1e70a4b95533d956f072d1f98"),
        ("b4190e", "dff2e73091f6c05e528896c4c831b9448653dc2ff043528f6769437bc7b975c2"),
        ("74ba2521", "b16aa56be3880d18cd41e68384cf1ec8c17680c45a02b1575dc1518923ae8b0e"),
    ]

    @Test(
        "CAVP short messages hash to their published digests",
        arguments: SHA256Implementation.supported, cavpShortMessageVectors)
    func cavpShortMessages(implementation: SHA256Implementation, vector: (messageHex: String, digest: String))
    {
        #expect(
            SHA256.hash([UInt8](hex: vector.messageHex), implementation: implementation).hex == vector.digest)
    }

    @Test("one million 'a' hashes to the FIPS 180-4 digest", arguments: SHA256Implementation.supported)
    func oneMillionA(implementation: SHA256Implementation) {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(
            SHA256.hash(message, implementation: implementation).hex
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    static let paddingBoundaryVectors: [(length: Int, digest: String)] = [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (57, "f13b2d724659eb3bf47f2dd6af1accc87b81f09f59f2b75e5c0bed6589dfe8c6"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
        (127, "c57e9278af78fa3cab38667bef4ce29d783787a2f731d4e12200270f0c32320a"),
        (128, "6836cf13bac400e9105071cd6af47084dfacad4e5e302c94bfed24e013afb73e"),
    ]

    @Test(
        "messages around the padding boundaries hash correctly",
        arguments: SHA256Implementation.supported, paddingBoundaryVectors)
    func paddingBoundaries(implementation: SHA256Implementation, vector: (length: Int, digest: String)) {
        let message = [UInt8](repeating: UInt8(ascii: "a"), count: vector.length)
        #expect(SHA256.hash(message, implementation: implementation).hex == vector.digest)
    }

    @Test(
        "incremental updates in any split equal the one-shot digest",
        arguments: SHA256Implementation.supported, [1, 3, 55, 63, 64, 65, 127])
    func incrementalMatchesOneShot(implementation: SHA256Implementation, chunkSize: Int) {
        let message = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var hasher = SHA256(implementation: implementation)
        var offset = 0
        while offset < message.count {
            let end = min(offset + chunkSize, message.count)
            hasher.update(message[offset..<end])
            offset = end
        }
        #expect(hasher.finalize() == SHA256.hash(message, implementation: implementation))
    }

    @Test("a sequence without contiguous storage hashes like an array")
    func nonContiguousSequence() {
        let lazy = (0..<200).lazy.map { UInt8(truncatingIfNeeded: $0) }
        #expect(SHA256.hash(lazy) == SHA256.hash(Array(lazy)))
    }
}
