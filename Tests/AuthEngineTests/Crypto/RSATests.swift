import Testing

@testable import AuthEngine

/// RS256 signing and checking against RFC 7515's example and OpenSSL's signatures.
@Suite("RSA RS256 against RFC 7515 A.2 and OpenSSL")
struct RSATests {
    static func rfc7515Components() -> RSA.PrivateKeyComponents {
        func number(_ name: String) -> [UInt8] { Base64URL.decode(RSAVectors.rfc7515Key[name] ?? "") ?? [] }
        return RSA.PrivateKeyComponents(
            modulus: number("n"), publicExponent: number("e"), privateExponent: number("d"),
            prime1: number("p"), prime2: number("q"), exponent1: number("dp"), exponent2: number("dq"),
            coefficient: number("qi"))
    }

    static func openSSLComponents() -> RSA.PrivateKeyComponents {
        let key = RSAVectors.openSSLKey
        return RSA.PrivateKeyComponents(
            modulus: [UInt8](hex: key.modulus), publicExponent: [UInt8](hex: key.publicExponent),
            privateExponent: [UInt8](hex: key.privateExponent), prime1: [UInt8](hex: key.prime1),
            prime2: [UInt8](hex: key.prime2), exponent1: [UInt8](hex: key.exponent1),
            exponent2: [UInt8](hex: key.exponent2), coefficient: [UInt8](hex: key.coefficient))
    }

    static let rfc7515Message = utf8(RSAVectors.rfc7515SigningInput)
    static let rfc7515Signature = Base64URL.decode(RSAVectors.rfc7515Signature) ?? []

    @Test("RFC 7515 A.2: our signature is the RFC's, byte for byte, and it verifies")
    func rfc7515Example() throws {
        let key = try RSA.PrivateKey(components: Self.rfc7515Components())
        #expect(Self.rfc7515Signature.count == 256)
        #expect(key.rs256Signature(for: Self.rfc7515Message) == Self.rfc7515Signature)
        #expect(key.publicKey.isValidRS256Signature(Self.rfc7515Signature, for: Self.rfc7515Message))
        #expect(key.publicKey.modulus == Self.rfc7515Components().modulus)
        #expect(key.publicKey.publicExponent == [0x01, 0x00, 0x01])
        #expect(key.components == Self.rfc7515Components())
    }

    @Test("A CRT signature wrong modulo one prime is never released: the key signs again without the CRT")
    func faultySignatureIsNotReleased() throws {
        var key = try RSA.PrivateKey(components: Self.rfc7515Components())
        key.coefficient[0] ^= 1
        #expect(key.rs256Signature(for: Self.rfc7515Message) == Self.rfc7515Signature)
    }

    @Test("A 3072-bit OpenSSL key: our signatures equal OpenSSL's and verify", arguments: 0..<4)
    func openSSLSignatures(index: Int) throws {
        let key = try RSA.PrivateKey(components: Self.openSSLComponents())
        let (message, signatureHex) = RSAVectors.openSSLSignatures[index]
        let signature = [UInt8](hex: signatureHex)
        #expect(key.rs256Signature(for: message).hex == signatureHex)
        #expect(key.publicKey.isValidRS256Signature(signature, for: message))
        #expect(!key.publicKey.isValidRS256Signature(signature, for: message + [0]))
    }

    @Test("A flipped bit anywhere in the signature or the message is refused", arguments: [0, 1, 100, 255])
    func tampering(byteIndex: Int) throws {
        let publicKey = try RSA.PrivateKey(components: Self.rfc7515Components()).publicKey
        for bit in [0, 3, 7] {
            var signature = Self.rfc7515Signature
            signature[byteIndex] ^= 1 << bit
            #expect(!publicKey.isValidRS256Signature(signature, for: Self.rfc7515Message))
            var message = Self.rfc7515Message
            message[byteIndex % message.count] ^= 1 << bit
            #expect(!publicKey.isValidRS256Signature(Self.rfc7515Signature, for: message))
        }
    }

    @Test("A signature of the wrong length, at or above n, or under another key is refused")
    func malformedSignatures() throws {
        let rfcKey = try RSA.PrivateKey(components: Self.rfc7515Components()).publicKey
        let message = Self.rfc7515Message
        let signature = Self.rfc7515Signature
        #expect(!rfcKey.isValidRS256Signature([], for: message))
        #expect(!rfcKey.isValidRS256Signature(Array(signature.dropFirst()), for: message))
        #expect(!rfcKey.isValidRS256Signature([0] + signature, for: message))
        #expect(!rfcKey.isValidRS256Signature(signature + [0], for: message))
        #expect(!rfcKey.isValidRS256Signature(rfcKey.modulus, for: message))
        #expect(!rfcKey.isValidRS256Signature([UInt8](repeating: 0xff, count: 256), for: message))
        #expect(!rfcKey.isValidRS256Signature([UInt8](repeating: 0, count: 256), for: message))
        let openSSLKey = try RSA.PrivateKey(components: Self.openSSLComponents()).publicKey
        #expect(!openSSLKey.isValidRS256Signature(signature, for: message))
        let (otherMessage, otherSignature) = RSAVectors.openSSLSignatures[1]
        #expect(
            !rfcKey.isValidRS256Signature(Array([UInt8](hex: otherSignature).suffix(256)), for: otherMessage))
    }

    @Test("Public keys refuse a short or even modulus and an even, small or oversized exponent")
    func publicKeyRefusals() {
        let modulus = Self.rfc7515Components().modulus
        var shorter = Array(modulus.dropFirst())
        shorter[shorter.count - 1] |= 1
        #expect(throws: RSA.KeyError.modulusSize) {
            try RSA.PublicKey(modulus: shorter, publicExponent: [1, 0, 1])
        }
        #expect(throws: RSA.KeyError.modulusSize) {
            try RSA.PublicKey(modulus: [], publicExponent: [1, 0, 1])
        }
        var even = modulus
        even[even.count - 1] &= 0xfe
        #expect(throws: RSA.KeyError.evenModulus) {
            try RSA.PublicKey(modulus: even, publicExponent: [1, 0, 1])
        }
        for exponent: [UInt8] in [[1, 0, 0], [1], [0], [], [2], modulus, [0xff] + modulus] {
            #expect(throws: RSA.KeyError.invalidPublicExponent) {
                try RSA.PublicKey(modulus: modulus, publicExponent: exponent)
            }
        }
        #expect(
            (try? RSA.PublicKey(modulus: [0, 0] + modulus, publicExponent: [0, 3]))?.modulus == modulus)
    }

    /// The private components, by their JWK names.
    static func component(_ name: String) -> WritableKeyPath<RSA.PrivateKeyComponents, [UInt8]> {
        switch name {
        case "d": \.privateExponent
        case "p": \.prime1
        case "q": \.prime2
        case "dp": \.exponent1
        case "dq": \.exponent2
        default: \.coefficient
        }
    }

    @Test("Private keys refuse components that disagree", arguments: ["d", "p", "q", "dp", "dq", "qi"])
    func inconsistentComponents(name: String) {
        let field = Self.component(name)
        for bit in [1, 6] {
            var components = Self.rfc7515Components()
            components[keyPath: field][components[keyPath: field].count - 1] ^= 1 << bit
            #expect(throws: RSA.KeyError.inconsistentComponents) {
                try RSA.PrivateKey(components: components)
            }
        }
        var swapped = Self.rfc7515Components()
        (swapped.exponent1, swapped.exponent2) = (swapped.exponent2, swapped.exponent1)
        #expect(throws: RSA.KeyError.inconsistentComponents) { try RSA.PrivateKey(components: swapped) }
        var zero = Self.rfc7515Components()
        zero[keyPath: field] = []
        #expect(throws: RSA.KeyError.inconsistentComponents) { try RSA.PrivateKey(components: zero) }
    }

    @Test("Private keys never print their numbers")
    func redaction() throws {
        let key = try RSA.PrivateKey(components: Self.rfc7515Components())
        let privateHex = Self.rfc7515Components().privateExponent.hex
        var dumped = ""
        dump(key, to: &dumped)
        dump(key.components, to: &dumped)
        for text in ["\(key)", "\(key.components)", String(reflecting: key.components), dumped] {
            #expect(!text.contains(privateHex.prefix(8)))
            #expect(!text.contains("\(key.components.privateExponent.prefix(4))"))
        }
    }
}
