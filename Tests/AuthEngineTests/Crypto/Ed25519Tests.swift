import AuthEngine
import Testing

@Suite("Ed25519 against RFC 8032 §7.1 and OpenSSL")
struct Ed25519Tests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let seed: String
        let message: [UInt8]
        let publicKey: String
        let signature: String

        var testDescription: String { name }
    }

    /// RFC 8032 §7.1: TEST 1, 2, 3, 1024 and SHA(abc), copied from the RFC.
    static let rfc8032Vectors: [Vector] = [
        Vector(
            name: "TEST 1", seed: "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
            message: [],
            publicKey: "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
            signature:
                "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
        ),
        Vector(
            name: "TEST 2", seed: "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
            message: [0x72],
            publicKey: "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
            signature:
                "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"
        ),
        Vector(
            name: "TEST 3", seed: "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
            message: [0xaf, 0x82],
            publicKey: "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
            signature:
                "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"
        ),
        Vector(
            name: "TEST 1024", seed: "f5e5767cf153319517630f226876b86c8160cc583bc013744c6bf255f5cc0ee5",
            message: rfc8032Test1024Message,
            publicKey: "278117fc144c72340f67d0f2316e8386ceffbf2b2428c9c51fef7c597f1d426e",
            signature:
                "0aab4c900501b3e24d7cdf4663326a3a87df5e4843b2cbdb67cbf6e460fec350aa5371b1508f9f4528ecea23c436d94b5e8fcd4f681e30a6ac00a9704a188a03"
        ),
        Vector(
            name: "TEST SHA(abc)", seed: "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
            message: [UInt8](
                hex:
                    "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
            ),
            publicKey: "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
            signature:
                "dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704"
        ),
    ]

    /// Made with OpenSSL through Python's `cryptography` 48, an implementation independent of
    /// this one: seed = SHA-256("viper-auth ed25519 seed <n>"), message byte i = (7·i + n) mod 256,
    /// for lengths around SHA-512's block (112 bytes leave room for the padding, 128 fill a block):
    ///
    ///     key = Ed25519PrivateKey.from_private_bytes(seed)
    ///     key.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw).hex(), key.sign(message).hex()
    static let openSSLVectors: [Vector] = [
        openSSL(
            0, length: 1, "6200677f6f8e92a0cf605404323542276d8ab9bdfc17b5c2080f69d397deabf7",
            "cac95e360cc779a4fd77da78ddd70ea58bb95f27fa5008cbec493db53482d3bc",
            "551d339e6866b8732c49e1bc05487404871fc9bf37cfd1d8d27f04f58e6a89c9d7bafdebb084852b033b074137793fbac547bd382a93e128efa16e1c29e10509"
        ),
        openSSL(
            1, length: 31, "c12e0c57bbb831db5c049f105e3a8db905a1649e10d0f408f77950895b25e3de",
            "0e5c767c45365d239b16eab582b87b69cc1cda429d45ed7b4ff1ecf92a69adaf",
            "05c2bde30c958e65603e65275e46614b9438f8aa97696d08b8da7df97b050026e209df9c39acf52c9b17bc29059fa71f199b4ee2d1cc1b9bf2f92e58e86b8403"
        ),
        openSSL(
            2, length: 64, "63596a7b4e6ba14b590f64bcd4ac0cccab7fe63101cdfc49c6ae2b8080830d06",
            "b29c8dfd737188d4ef4bbac54a930607c5b9712640b927c9443872d152213b0f",
            "f16fc4d236982e3e749f36ebe712e61cc8eef45cad2031076712ccc455a093d2e311311ee37928097dc0f8c7d2a4d11193bdf8da4a726237a6365851ca70d105"
        ),
        openSSL(
            3, length: 111, "a990942fc1756815a3305b97d83b72578c288445c4c148aa5c8a415cab224cf9",
            "057efd88a928731a4a66fcbaf94b0e9f5e2cd64e132ff127267dd4a9eff873b7",
            "e4c77cc6112d2c32a315d95fd3a9427c6c62ab37024cec255c6d5d585f00582a9a595ff18e8994fe6413e26c86dabb5e4f2f2d26ad5c48c7d184ec18a6b2bb00"
        ),
        openSSL(
            4, length: 112, "7822c5f114757c843e32efa7a955679ea04e52f482e4d63dae1926dc12878696",
            "2448abf26d940cb9602166c5b5777223fe7b580d101683610ed21b7986844bde",
            "d91b69685f7e37d45761c255c9d6aa14af41a3385557a1245dfd295122f0b58355b462d3f6b6e930b187b6313a4099ae534488ab834462e377a776be14780f0c"
        ),
        openSSL(
            5, length: 127, "561f84ac31d773d60db94e4aa79959fc0b4ef435641081b11b715c648562bbee",
            "f12d069eebe7a8774d95cadd829e396acb226d3a4f84884e1dbea8ceb7cbba7e",
            "0eb18b8ad3d4a2d4b31244a74b099a88c0abf5bb02bcf7da6bc23557ebee89cfe8e44aa283b8d1bcda682bfe1655622a92a3143805244c4990e606e644335b04"
        ),
        openSSL(
            6, length: 128, "a13c572b38ace45dbf88ccf71f2eec4c7a8dd8222ab0d0d2c73b10c2839f6464",
            "de8b9e77088fc035f2cd857bcefa17c58c5bf434765c4478eb3b7ab888e51745",
            "dcd32f767f5cc9788516537d79b695bb4230f63eb25d1d3837281898ef43cd48458ef40142ced5ff47107f5afe3d04c2b08b2bf4e443eeab9ecc62753f0d9b03"
        ),
        openSSL(
            7, length: 129, "4f7d3ce7a2a08cf3c1d262ace8b63f869ca8940b1f6d973eb383f17f9418ec19",
            "f14d19b8923f98e9e5d60733b8b9314015d5913ad5574eb36aa411588c6a6847",
            "a45230c3c71a73e01f28c45e6165f760b442ec7865e35cc5de4a151db2ce4d0ab47dd95c5425a888b3dcd3d4e50b8cb6a579f3ec4e26aab40737acce6a182c0f"
        ),
        openSSL(
            8, length: 300, "b480b9169b01676ac79f387aaf1411095f72e65c507d02f49300302c778512e8",
            "90cd4479d31cfbadca943ec8fc58592c4d67eb951f83b3170687321a9372dd1a",
            "2ed89f7747ca0cf13a78185b4d206c30cd0503c70a0250a0fa1e30cdff384a3216678d5dba2009b9edf5ea1830b68fbc31cdd0126bb3d3aa6d457f365c38830f"
        ),
    ]

    private static func openSSL(
        _ index: Int, length: Int, _ seed: String, _ publicKey: String, _ signature: String
    )
        -> Vector
    {
        Vector(
            name: "OpenSSL \(index), \(length)-byte message", seed: seed,
            message: (0..<length).map { UInt8(truncatingIfNeeded: 7 * $0 + index) }, publicKey: publicKey,
            signature: signature)
    }

    @Test("the seed gives the published public key", arguments: rfc8032Vectors + openSSLVectors)
    func publicKey(vector: Vector) throws {
        let key = try Ed25519.PrivateKey(seed: [UInt8](hex: vector.seed))
        #expect(key.publicKey.rawRepresentation.hex == vector.publicKey)
    }

    @Test(
        "signing gives the published signature, and it verifies", arguments: rfc8032Vectors + openSSLVectors)
    func signature(vector: Vector) throws {
        let key = try Ed25519.PrivateKey(seed: [UInt8](hex: vector.seed))
        let signature = key.signature(for: vector.message)
        #expect(signature.hex == vector.signature)
        let publicKey = try Ed25519.PublicKey(rawRepresentation: [UInt8](hex: vector.publicKey))
        #expect(publicKey.isValidSignature([UInt8](hex: vector.signature), for: vector.message))
    }

    @Test("a generated key signs what its public key verifies, and two keys differ")
    func generatedKeys() {
        let first = Ed25519.PrivateKey.generate()
        let second = Ed25519.PrivateKey.generate()
        let message = utf8("header.payload")
        #expect(first.publicKey.isValidSignature(first.signature(for: message), for: message))
        #expect(first.publicKey != second.publicKey)
        #expect(!second.publicKey.isValidSignature(first.signature(for: message), for: message))
    }

    @Test("a key rebuilt from its stored seed is the same key")
    func seedRoundTrip() throws {
        let key = Ed25519.PrivateKey.generate()
        let restored = try Ed25519.PrivateKey(seed: key.seed)
        #expect(restored.publicKey == key.publicKey)
        #expect(restored.signature(for: [1, 2, 3]) == key.signature(for: [1, 2, 3]))
    }

    @Test("no textual form of a private key shows its secret")
    func privateKeyIsRedacted() throws {
        let key = try Ed25519.PrivateKey(seed: [UInt8](repeating: 0xab, count: 32))
        var dumped = ""
        dump(key, to: &dumped)
        for text in ["\(key)", String(reflecting: key), dumped] {
            #expect(!text.lowercased().contains("ab, ab") && !text.contains("171"), "\(text)")
        }
    }
}
