import AuthEngine
import Testing

@Suite("Choosing the SHA-256 implementation")
struct SHA256ImplementationChoiceTests {
    @Test(
        "VIPER_AUTH_CRYPTO=portable forces the portable code; otherwise the CPU decides",
        arguments: [
            (nil, true, SHA256Implementation.shaExtensions),
            (nil, false, .portable),
            ("portable", true, .portable),
            ("portable", false, .portable),
            ("", true, .shaExtensions),
            ("fast", false, .portable),
        ] as [(String?, Bool, SHA256Implementation)])
    func choice(requested: String?, cpuHasSHAExtensions: Bool, expected: SHA256Implementation) {
        #expect(
            SHA256Implementation.choose(requested: requested, cpuHasSHAExtensions: cpuHasSHAExtensions)
                == expected)
    }

    @Test("the portable code runs everywhere, and the process uses an implementation it supports")
    func supportedImplementations() {
        #expect(SHA256Implementation.supported.first == .portable)
        #expect(SHA256Implementation.portable.isSupported)
        #expect(SHA256Implementation.supported.contains(SHA256Implementation.active))
    }
}

/// The SHA extensions against the portable code on seeded random inputs: lengths around every
/// block boundary up to 1,000 bytes, keys shorter and longer than a block, iteration counts from 1
/// to 5,000. On a CPU without the SHA extensions there is nothing to compare, and the suite says so.
@Suite(
    "The SHA extensions agree with the portable code",
    .enabled(if: SHA256Implementation.shaExtensions.isSupported, "this CPU has no SHA extensions"))
struct SHA256DifferentialTests {
    /// Every length up to two blocks and a bit, then a window around each later block boundary.
    static let messageLengths: [Int] =
        Array(0...140) + stride(from: 192, through: 1000, by: 64).flatMap { ($0 - 9)...($0 + 1) } + [1000]

    @Test("one-shot digests of random messages of every length around the block boundaries")
    func oneShotDigests() {
        var random = SplitMix64(seed: 0x5348_4132_3536)
        for length in Self.messageLengths {
            let message = randomBytes(length, &random)
            #expect(
                SHA256.hash(message, implementation: .shaExtensions)
                    == SHA256.hash(message, implementation: .portable), "length \(length)")
        }
    }

    @Test("incremental digests fed in random pieces")
    func incrementalDigests() {
        var random = SplitMix64(seed: 0x1_5EED)
        for _ in 0..<40 {
            let message = randomBytes(Int.random(in: 0...1000, using: &random), &random)
            var accelerated = SHA256(implementation: .shaExtensions)
            var offset = 0
            while offset < message.count {
                let end = min(message.count, offset + Int.random(in: 1...150, using: &random))
                accelerated.update(message[offset..<end])
                offset = end
            }
            #expect(
                accelerated.finalize() == SHA256.hash(message, implementation: .portable),
                "length \(message.count)")
        }
    }

    @Test("HMACs with keys shorter than, equal to and longer than a block")
    func macs() {
        var random = SplitMix64(seed: 0x484D_4143)
        let keyLengths = [0, 1, 31, 32, 63, 64, 65, 100, 128, 129, 200, 1000]
        let messageLengths = [0, 1, 31, 32, 55, 56, 63, 64, 65, 119, 120, 128, 500, 1000]
        for keyLength in keyLengths {
            let key = randomBytes(keyLength, &random)
            let accelerated = HMACSHA256(key: key, implementation: .shaExtensions)
            let portable = HMACSHA256(key: key, implementation: .portable)
            for messageLength in messageLengths {
                let message = randomBytes(messageLength, &random)
                #expect(
                    accelerated.authenticate(message) == portable.authenticate(message),
                    "key \(keyLength) bytes, message \(messageLength) bytes")
            }
        }
    }

    /// Iteration counts around the small edge cases, the SCRAM count and the top of the range; a
    /// debug build runs the portable loop at about 12 µs an iteration, so the list stays short.
    static let iterationCounts = [1, 2, 3, 64, 1000, 4096, 5000]

    @Test("PBKDF2 keys of random lengths from random passwords and salts", arguments: iterationCounts)
    func derivedKeys(iterations: Int) throws {
        var random = SplitMix64(seed: UInt64(iterations))
        // Passwords longer than a block are hashed first; salts of 60 bytes fill the first block
        // with the counter, and longer ones spill into a second.
        for (passwordLength, saltLength) in [(0, 0), (8, 16), (64, 60), (65, 61), (150, 130)] {
            let password = randomBytes(passwordLength, &random)
            let salt = randomBytes(saltLength, &random)
            let keyByteCount = Int.random(in: 1...100, using: &random)
            let accelerated = try PBKDF2.deriveKey(
                password: password, salt: salt, iterations: iterations, keyByteCount: keyByteCount,
                implementation: .shaExtensions)
            let portable = try PBKDF2.deriveKey(
                password: password, salt: salt, iterations: iterations, keyByteCount: keyByteCount,
                implementation: .portable)
            #expect(
                accelerated == portable,
                "password \(passwordLength) bytes, salt \(saltLength) bytes, \(keyByteCount)-byte key")
        }
    }

    @Test("PBKDF2 at iteration counts drawn from 1 to 5,000")
    func drawnIterationCounts() throws {
        var random = SplitMix64(seed: 0x5042_4B44_4632)
        for _ in 0..<3 {
            let iterations = Int.random(in: 1...5000, using: &random)
            let password = randomBytes(Int.random(in: 0...100, using: &random), &random)
            let salt = randomBytes(Int.random(in: 0...100, using: &random), &random)
            #expect(
                try PBKDF2.deriveKey(
                    password: password, salt: salt, iterations: iterations, keyByteCount: 32,
                    implementation: .shaExtensions)
                    == PBKDF2.deriveKey(
                        password: password, salt: salt, iterations: iterations, keyByteCount: 32,
                        implementation: .portable), "\(iterations) iterations")
        }
    }

    private func randomBytes(_ count: Int, _ random: inout SplitMix64) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
    }
}
