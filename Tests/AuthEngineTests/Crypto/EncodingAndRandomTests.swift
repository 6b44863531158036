import AuthEngine
import Testing

@Suite("Base64, base64url, constant-time comparison, random bytes, secret redaction")
struct EncodingAndRandomTests {
    @Test(
        "RFC 4648 §10 vectors in standard base64",
        arguments: [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
        ])
    func standardVectors(plain: String, encoded: String) {
        #expect(Base64.encode(utf8(plain)) == encoded)
        #expect(Base64.decode(encoded) == utf8(plain))
    }

    @Test(
        "malformed standard base64 is refused",
        arguments: ["Zg", "Zg=", "Zm9v=", "Z===", "Zh==", "Zm9 v", "Zm9v\n", "Zm-v", "=Zm9", "Zg==Zg=="])
    func standardMalformed(text: String) {
        #expect(Base64.decode(text) == nil)
    }

    @Test("base64url uses the URL alphabet without padding")
    func urlAlphabet() {
        let bytes: [UInt8] = [0xfb, 0xff, 0xbf, 0xfe]
        #expect(Base64.encode(bytes) == "+/+//g==")
        #expect(Base64URL.encode(bytes) == "-_-__g")
        #expect(Base64URL.decode("-_-__g") == bytes)
        #expect(Base64URL.encodeToUTF8(bytes) == utf8("-_-__g"))
        #expect(Base64URL.decode(utf8: utf8("-_-__g")) == bytes)
    }

    @Test(
        "strict base64url refuses padding, '+', '/', impossible lengths and non-zero trailing bits",
        arguments: ["Zg==", "Zg=", "+/+//g", "-_-__g==", "Z", "Zh", "Zm9vY", "Zm9v Yg", "Zm9vYg\r"])
    func urlMalformed(text: String) {
        #expect(Base64URL.decode(text) == nil)
    }

    @Test("every length round-trips through both codecs")
    func roundTrips() {
        for length in 0..<70 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 73 &+ length) }
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
            #expect(Base64URL.decode(Base64URL.encode(bytes)) == bytes)
        }
    }

    @Test("random text never crashes the decoders")
    func randomText() {
        var generator = SystemRandomNumberGenerator()
        let characters = utf8("ABCabc019+/-_= \n\0é")
        for _ in 0..<5000 {
            let length = Int.random(in: 0..<24, using: &generator)
            let text = (0..<length).map { _ in characters.randomElement(using: &generator)! }
            if let decoded = Base64URL.decode(utf8: text) { #expect(Base64URL.encodeToUTF8(decoded) == text) }
            let string = String(decoding: text, as: UTF8.self)
            if let decoded = Base64.decode(string) { #expect(Base64.encode(decoded) == string) }
        }
    }

    @Test("constant-time equality")
    func constantTimeEquality() {
        #expect(ConstantTime.equals([1, 2, 3], [1, 2, 3]))
        #expect(!ConstantTime.equals([1, 2, 3], [1, 2, 4]))
        #expect(!ConstantTime.equals([1, 2, 3], [1, 2]))
        #expect(ConstantTime.equals([], []))
    }

    @Test("constant-time equality sees a difference at every position and every bit")
    func constantTimeEqualityReadsEveryByte() {
        let base = [UInt8](repeating: 0x5A, count: 40)
        for position in base.indices {
            for bit in 0..<8 {
                var changed = base
                changed[position] ^= 1 << bit
                #expect(!ConstantTime.equals(base, changed), "position \(position), bit \(bit)")
            }
        }
    }

    @Test("constant-time comparison keeps going after the first difference")
    func constantTimeComparisonDoesNotStopEarly() {
        // Differences in the first and the last byte, in different bits: a compare that stopped at
        // the first would report only its bit.
        var left = [UInt8](repeating: 0, count: 32)
        var right = left
        left[0] = 0x01
        right[31] = 0x80
        right[17] = 0x10
        let bits = left.withUnsafeBufferPointer { left in
            right.withUnsafeBufferPointer { right in ConstantTime.differingBits(left, right) }
        }
        #expect(bits == 0x91)
    }

    @Test("random bytes have the requested length and differ between calls")
    func randomBytes() {
        #expect(SecureRandom.bytes(count: 0).isEmpty)
        #expect(SecureRandom.bytes(count: 1000).count == 1000)
        let first = SecureRandom.bytes(count: 32)
        let second = SecureRandom.bytes(count: 32)
        #expect(first != second)
        // 1000 bytes all zero would mean the buffer was never filled.
        #expect(SecureRandom.bytes(count: 1000).contains { $0 != 0 })
    }

    @Test("secret bytes never show their content in any textual form")
    func secretRedaction() {
        let secret = SecretBytes(utf8("hunter2-device-secret"))
        var dumped = ""
        dump(secret, to: &dumped)
        let forms = [
            "\(secret)", String(describing: secret), String(reflecting: secret), dumped, "\([secret])",
        ]
        for form in forms {
            #expect(!form.contains("hunter2"))
            // The first byte as a decimal, as an array's description would show it.
            #expect(!form.contains("104"))
        }
        #expect(secret.description == "<redacted 21 bytes>")
        #expect(secret == SecretBytes(utf8("hunter2-device-secret")))
        #expect(secret != SecretBytes.random(count: 21))
    }
}
