import AuthEngine
import Testing

/// Every vector runs through each SHA-256 implementation this machine supports.
@Suite("HMAC-SHA256 against RFC 4231")
struct HMACSHA256Tests {
    static let rfc4231Vectors: [(keyHex: String, dataHex: String, mac: String)] = [
        (
            String(repeating: "0b", count: 20), "4869205468657265",
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
        ),
        (
            "4a656665", "7768617420646f2079612077616e7420666f72206e6f7468696e673f",
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        ),
        (
            String(repeating: "aa", count: 20), String(repeating: "dd", count: 50),
            "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
        ),
        (
            "0102030405060708090a0b0c0d0e0f10111213141516171819", String(repeating: "cd", count: 50),
            "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
        ),
        (
            String(repeating: "aa", count: 131),
            utf8("Test Using Larger Than Block-Size Key - Hash Key First").hex,
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
        ),
        (
            String(repeating: "aa", count: 131),
            utf8(
                "This is a test using a larger than block-size key and a larger than block-size data. "
                    + "The key needs to be hashed before being used by the HMAC algorithm."
            ).hex,
            "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
        ),
    ]

    @Test("RFC 4231 test cases 1 to 4, 6 and 7", arguments: SHA256Implementation.supported, rfc4231Vectors)
    func rfc4231(implementation: SHA256Implementation, vector: (keyHex: String, dataHex: String, mac: String))
    {
        let mac = HMACSHA256(key: [UInt8](hex: vector.keyHex), implementation: implementation)
        #expect(mac.authenticate([UInt8](hex: vector.dataHex)).hex == vector.mac)
    }

    @Test("RFC 4231 test case 5 truncated to 128 bits", arguments: SHA256Implementation.supported)
    func truncation(implementation: SHA256Implementation) {
        let mac = HMACSHA256(key: [UInt8](repeating: 0x0c, count: 20), implementation: implementation)
        #expect(
            Array(mac.authenticate(utf8("Test With Truncation")).prefix(16)).hex
                == "a3b6167473100ee06e0c796c2955552b")
    }

    @Test("empty key and empty message", arguments: SHA256Implementation.supported)
    func emptyKeyAndMessage(implementation: SHA256Implementation) {
        #expect(
            HMACSHA256(key: [], implementation: implementation).authenticate([]).hex
                == "b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad")
    }

    @Test("the one-call form uses the process's implementation and agrees with the keyed form")
    func oneCallForm() {
        #expect(
            HMACSHA256.authenticate(utf8("Hi There"), key: [UInt8](repeating: 0x0b, count: 20)).hex
                == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    }

    @Test("a key of exactly one block is used as is, not hashed")
    func keyOfOneBlock() {
        let key = [UInt8](repeating: 0x42, count: 64)
        let hashedKey = SHA256.hash(key)
        #expect(
            HMACSHA256.authenticate(utf8("m"), key: key) != HMACSHA256.authenticate(utf8("m"), key: hashedKey)
        )
    }

    @Test("isValid accepts the right MAC and refuses one flipped bit")
    func validation() {
        let mac = HMACSHA256(key: utf8("key"))
        var tag = mac.authenticate(utf8("message"))
        #expect(mac.isValid(tag, for: utf8("message")))
        tag[31] ^= 1
        #expect(!mac.isValid(tag, for: utf8("message")))
        #expect(!mac.isValid(tag.prefix(16), for: utf8("message")))
    }
}
