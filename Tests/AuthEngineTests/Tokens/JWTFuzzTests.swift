import Testing

@testable import AuthEngine

@Suite("Fuzzing: random and mutated tokens never crash and never verify")
struct JWTFuzzTests {
    private static let tokenAlphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ é\"{}".unicodeScalars)

    private let clock = ManualWallClock(now: TokenFixtures.issuedAt + 60)
    private let rules = TokenFixtures.accessRules

    @Test("thousands of random strings are refused")
    func randomStrings() throws {
        var random = SplitMix64(seed: 0x5eed_0001)
        let signer = try JWTSigner(key: TokenFixtures.serverKey, clock: clock)
        let validator = JWTClaimsValidator(rules: rules, clock: clock)
        for _ in 0..<3000 {
            let length = Int.random(in: 0..<200, using: &random)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(Self.tokenAlphabet.randomElement(using: &random)!) }
            let text = String(scalars)
            #expect(throws: JWTError.self) { try signer.verify(text, rules: rules) }
            _ = try? validator.validate(text)
        }
    }

    @Test("every mutation of a valid token is refused by the verifier")
    func mutations() throws {
        var random = SplitMix64(seed: 0x5eed_0002)
        let signer = try JWTSigner(key: TokenFixtures.serverKey, clock: clock)
        let validator = JWTClaimsValidator(rules: rules, clock: clock)
        let original = signer.sign(TokenFixtures.accessClaims())
        _ = try signer.verify(original, rules: rules)
        let characters = Array(original)
        let segments = original.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var refusals = 0
        for round in 0..<4000 {
            let mutated: String
            switch round % 5 {
            case 0:
                var copy = characters
                let index = Int.random(in: 0..<copy.count, using: &random)
                copy[index] = Character(Self.tokenAlphabet.randomElement(using: &random)!)
                mutated = String(copy)
            case 1:
                var copy = segments
                copy.remove(at: Int.random(in: 0..<3, using: &random))
                mutated = copy.joined(separator: ".")
            case 2:
                var copy = segments
                let index = Int.random(in: 0..<3, using: &random)
                copy.insert(copy[index], at: Int.random(in: 0...3, using: &random))
                mutated = copy.joined(separator: ".")
            case 3:
                mutated = String(characters.prefix(Int.random(in: 0..<characters.count, using: &random)))
            default:
                var copy = characters
                copy.insert(
                    Character(Self.tokenAlphabet.randomElement(using: &random)!),
                    at: Int.random(in: 0...copy.count, using: &random))
                mutated = String(copy)
            }
            _ = try? validator.validate(mutated)
            if mutated == original {
                _ = try signer.verify(mutated, rules: rules)
            } else {
                #expect(throws: JWTError.self) { try signer.verify(mutated, rules: rules) }
                refusals += 1
            }
        }
        #expect(refusals > 3900)
    }

    @Test("swapping segments between two valid tokens is refused")
    func spliced() throws {
        let signer = try JWTSigner(key: TokenFixtures.serverKey, clock: clock)
        let first = signer.sign(TokenFixtures.accessClaims()).split(separator: ".").map(String.init)
        let second = signer.sign(TokenFixtures.accessClaims(expiresAt: TokenFixtures.issuedAt + 901))
            .split(separator: ".").map(String.init)
        #expect(throws: JWTError.invalidSignature) {
            try signer.verify("\(first[0]).\(second[1]).\(first[2])", rules: rules)
        }
    }
}
