import AuthEngine
import Testing

/// What verification and key decoding must refuse (RFC 8032 §5.1.3 and §5.1.7).
@Suite("Ed25519 refuses tampered signatures and malformed keys")
struct Ed25519RejectionTests {
    /// RFC 8032 §7.1 TEST 3: a valid key, message and signature to tamper with.
    static let publicKeyBytes = [UInt8](
        hex: "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025")
    static let message: [UInt8] = [0xaf, 0x82]
    static let signature = [UInt8](
        hex:
            "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a"
    )
    /// The group order L, little-endian.
    static let order = [UInt8](hex: "edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010")
    /// y = p (non-canonical encoding of 0, which would otherwise decode to a point).
    static let yEqualToP = [UInt8](hex: "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f")
    /// y = p + 1 (non-canonical encoding of 1, the identity's y).
    static let yEqualToPPlusOne = [UInt8](
        hex: "eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f")
    /// y = 2, for which x² = (y² - 1)/(d·y² + 1) has no square root.
    static let yWithoutSquareRoot = [UInt8](
        hex: "0200000000000000000000000000000000000000000000000000000000000000")
    /// y = 1 with the sign bit set: x = 0 cannot be negative.
    static let negativeZeroX = [UInt8](
        hex: "0100000000000000000000000000000000000000000000000000000000000080")

    let key: Ed25519.PublicKey

    init() throws {
        key = try Ed25519.PublicKey(rawRepresentation: Self.publicKeyBytes)
    }

    @Test("the untampered signature verifies (so each refusal below is the tampering's)")
    func untamperedVerifies() {
        #expect(key.isValidSignature(Self.signature, for: Self.message))
    }

    @Test("a signature of the wrong length is refused", arguments: [0, 32, 63, 65, 128])
    func wrongSignatureLength(length: Int) {
        let resized = Array((Self.signature + Self.signature).prefix(length))
        #expect(!key.isValidSignature(resized, for: Self.message))
    }

    @Test("a public key of the wrong length is refused", arguments: [0, 31, 33, 64])
    func wrongKeyLength(length: Int) {
        let resized = Array((Self.publicKeyBytes + Self.publicKeyBytes).prefix(length))
        #expect(throws: Ed25519.KeyError.wrongLength) { try Ed25519.PublicKey(rawRepresentation: resized) }
        #expect(throws: Ed25519.KeyError.wrongLength) { try Ed25519.PrivateKey(seed: resized) }
    }

    @Test(
        "public-key bytes that are not a canonical point are refused",
        arguments: [yEqualToP, yEqualToPPlusOne, yWithoutSquareRoot, negativeZeroX])
    func invalidPoint(bytes: [UInt8]) {
        #expect(throws: Ed25519.KeyError.invalidPoint) { try Ed25519.PublicKey(rawRepresentation: bytes) }
    }

    @Test("flipping any sampled bit of R or S is refused", arguments: Array(stride(from: 0, to: 512, by: 9)))
    func flippedSignatureBit(bit: Int) {
        var tampered = Self.signature
        tampered[bit / 8] ^= 1 << UInt8(bit % 8)
        #expect(!key.isValidSignature(tampered, for: Self.message))
    }

    @Test("flipping any bit of the message is refused", arguments: 0..<16)
    func flippedMessageBit(bit: Int) {
        var tampered = Self.message
        tampered[bit / 8] ^= 1 << UInt8(bit % 8)
        #expect(!key.isValidSignature(Self.signature, for: tampered))
    }

    @Test("a longer or shorter message is refused")
    func changedMessageLength() {
        #expect(!key.isValidSignature(Self.signature, for: Self.message + [0]))
        #expect(!key.isValidSignature(Self.signature, for: Array(Self.message.dropLast())))
    }

    @Test(
        "flipping a bit of the public key gives no key or one that refuses",
        arguments: Array(stride(from: 0, to: 256, by: 7)))
    func flippedKeyBit(bit: Int) {
        var tampered = Self.publicKeyBytes
        tampered[bit / 8] ^= 1 << UInt8(bit % 8)
        guard let otherKey = try? Ed25519.PublicKey(rawRepresentation: tampered) else { return }
        #expect(!otherKey.isValidSignature(Self.signature, for: Self.message))
    }

    @Test("S + L, the same S modulo L, is refused as non-canonical (RFC 8032 §5.1.7)")
    func responsePlusOrder() {
        var tampered = Self.signature
        var carry = 0
        for index in 0..<32 {
            let sum = Int(tampered[32 + index]) + Int(Self.order[index]) + carry
            tampered[32 + index] = UInt8(sum & 0xff)
            carry = sum >> 8
        }
        #expect(carry == 0)
        #expect(!key.isValidSignature(tampered, for: Self.message))
    }

    @Test("S equal to L, or all ones, is refused")
    func responseAtOrAboveOrder() {
        let atOrder = Array(Self.signature.prefix(32)) + Self.order
        let allOnes = Array(Self.signature.prefix(32)) + [UInt8](repeating: 0xff, count: 32)
        #expect(!key.isValidSignature(atOrder, for: Self.message))
        #expect(!key.isValidSignature(allOnes, for: Self.message))
    }

    @Test(
        "an R that is not a canonical point is refused",
        arguments: [yEqualToP, yEqualToPPlusOne, yWithoutSquareRoot, negativeZeroX])
    func invalidCommitment(commitment: [UInt8]) {
        let tampered = commitment + Array(Self.signature.suffix(32))
        #expect(!key.isValidSignature(tampered, for: Self.message))
    }

    @Test("another key's valid signature of the same message is refused")
    func otherKeysSignature() throws {
        let other = try Ed25519.PrivateKey(seed: [UInt8](repeating: 7, count: 32))
        #expect(!key.isValidSignature(other.signature(for: Self.message), for: Self.message))
        #expect(!other.publicKey.isValidSignature(Self.signature, for: Self.message))
    }
}
