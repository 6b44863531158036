import AuthEngine
import Testing

/// A small seeded generator, so a fuzz failure can be reproduced from its seed.
@Suite("SCRAM parsers and state machines under random and mutated input")
struct SCRAMFuzzTests {
    private let exchange = SCRAMFixtures.cheapExchange

    /// Bytes that matter to the grammar, plus bytes that break UTF-8, so mutations reach deep.
    private static let interestingBytes =
        utf8(",=nmrscpvei2C3Dbiws0+/ ") + [0x00, 0x7f, 0x80, 0xc3, 0xcc, 0xff]

    private static func randomInput(using generator: inout SplitMix64) -> [UInt8] {
        let count = Int.random(in: 0...120, using: &generator)
        let grammatical = Bool.random(using: &generator)
        return (0..<count).map { _ in
            grammatical
                ? interestingBytes.randomElement(using: &generator)!
                : UInt8.random(in: 0...255, using: &generator)
        }
    }

    private static func mutate(_ original: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let position = Int.random(in: 0...bytes.count, using: &generator)
            let interesting = interestingBytes.randomElement(using: &generator)!
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where position < bytes.count:
                bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            case 1 where position < bytes.count: bytes.remove(at: position)
            case 2: bytes.removeLast(bytes.count - position)
            case 3: bytes.insert(interesting, at: position)
            case 4 where position < bytes.count: bytes[position] = interesting
            default: bytes.insert(contentsOf: bytes[position...].prefix(4), at: position)
            }
        }
        return bytes
    }

    /// Any input a parser accepts must format back to itself: the AuthMessage relies on it.
    private func expectParsersAreCanonical(_ input: [UInt8]) {
        if let message = try? SCRAMClientFirstMessage.parse(input) { #expect(utf8(message.text) == input) }
        if let message = try? SCRAMServerFirstMessage.parse(input) { #expect(utf8(message.text) == input) }
        if let message = try? SCRAMClientFinalMessage.parse(input) { #expect(utf8(message.text) == input) }
        if let message = try? SCRAMServerFinalMessage.parse(input) { #expect(utf8(message.text) == input) }
        if let text = String(validating: input, as: UTF8.self) {
            _ = try? SCRAMClientFirstMessage.parse(text)
            _ = try? SCRAMServerFirstMessage.parse(text)
            _ = try? SCRAMClientFinalMessage.parse(text)
            _ = try? SCRAMServerFinalMessage.parse(text)
        }
    }

    /// Feeds one input to every step of both state machines; none may authenticate on it.
    private func expectStateMachinesRefuse(_ input: [UInt8]) {
        var server = exchange.serverAwaitingClientFirst
        _ = try? server.handleClientFirst(input)
        var client = exchange.clientAwaitingServerFirst
        _ = try? client.handleServerFirst(input)
        var serverAtFinal = exchange.serverAwaitingClientFinal
        _ = try? serverAtFinal.handleClientFinal(input)
        #expect(!serverAtFinal.isAuthenticated)
        var clientAtFinal = exchange.clientAwaitingServerFinal
        try? clientAtFinal.handleServerFinal(input)
        #expect(!clientAtFinal.isAuthenticated)
    }

    @Test("thousands of random byte strings never crash a parser or a state machine")
    func randomInput() {
        var generator = SplitMix64(seed: 0x5C7A_11)
        for _ in 0..<3000 {
            let input = Self.randomInput(using: &generator)
            expectParsersAreCanonical(input)
            expectStateMachinesRefuse(input)
        }
    }

    @Test("mutated client-first and server-first messages never crash either side")
    func mutatedFirstMessages() {
        var generator = SplitMix64(seed: 0xF1_257)
        for _ in 0..<1500 {
            let clientFirst = Self.mutate(utf8(exchange.clientFirst), using: &generator)
            expectParsersAreCanonical(clientFirst)
            var server = exchange.serverAwaitingClientFirst
            _ = try? server.handleClientFirst(clientFirst)

            let serverFirst = Self.mutate(utf8(exchange.serverFirst), using: &generator)
            expectParsersAreCanonical(serverFirst)
            var client = exchange.clientAwaitingServerFirst
            _ = try? client.handleServerFirst(serverFirst)
        }
    }

    @Test("a mutated client-final never authenticates unless it equals the original")
    func mutatedClientFinal() {
        var generator = SplitMix64(seed: 0xC11E_4F)
        let original = utf8(exchange.clientFinal)
        for _ in 0..<3000 {
            let mutated = Self.mutate(original, using: &generator)
            expectParsersAreCanonical(mutated)
            var server = exchange.serverAwaitingClientFinal
            let accepted = (try? server.handleClientFinal(mutated)) != nil
            #expect(accepted == server.isAuthenticated)
            #expect(!accepted || mutated == original, "accepted \(String(decoding: mutated, as: UTF8.self))")
        }
    }

    @Test("a mutated server-final never authenticates the server unless it equals the original")
    func mutatedServerFinal() {
        var generator = SplitMix64(seed: 0x5E4F_1A)
        let original = utf8(exchange.serverFinal)
        for _ in 0..<3000 {
            let mutated = Self.mutate(original, using: &generator)
            expectParsersAreCanonical(mutated)
            var client = exchange.clientAwaitingServerFinal
            try? client.handleServerFinal(mutated)
            #expect(!client.isAuthenticated || mutated == original)
        }
    }
}
