import AuthEngine
import Testing

/// Random and mutated bytes, fed whole and in random pieces: the parser must never trap, must
/// either answer (a request or a failure) or wait, and must say the same however the bytes are split.
@Suite("HTTP request parser under random and mutated input")
struct HTTPRequestParserFuzzTests {
    private static let limits = HTTPLimits(
        maxRequestLineBytes: 40, maxHeaderSectionBytes: 80, maxHeaderFields: 4, maxBodyBytes: 16)

    private static let seeds: [[UInt8]] = [
        "GET /v1/auth/me HTTP/1.1\r\nHost: 127.0.0.1:8720\r\nAuthorization: Bearer x.y.z\r\n\r\n",
        "POST /v1/auth/login HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\n{\"a\"}",
        "POST / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 3\r\n\r\nabc",
        "GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /b HTTP/1.1\r\nHost: h\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "DELETE http://h:1/x?q=1 HTTP/1.1\r\nHost: h\r\nConnection: close\r\nContent-Length: 0, 0\r\n\r\n",
    ].map { Array($0.utf8) }

    /// Bytes that matter to the grammar, so mutations reach deep into it.
    private static let interesting: [UInt8] =
        Array("\r\n :\t,/?#GETPOSThttp1.0-0123456789HostContent-LengthTransfer-Encoding".utf8)
        + [0x00, 0x7F, 0x80, 0xFF]

    private static func mutate(_ original: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let position = Int.random(in: 0...bytes.count, using: &random)
            let byte = interesting.randomElement(using: &random)!
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where position < bytes.count:
                bytes[position] ^= 1 << UInt8.random(in: 0..<8, using: &random)
            case 1 where position < bytes.count: bytes.remove(at: position)
            case 2: bytes.insert(byte, at: position)
            case 3 where position < bytes.count: bytes[position] = byte
            case 4:
                bytes.insert(
                    contentsOf: bytes[position...].prefix(Int.random(in: 1...40, using: &random)),
                    at: position)
            default: bytes.removeLast(bytes.count - position)
            }
        }
        return bytes
    }

    private static func randomChunks(count: Int, using random: inout SplitMix64) -> [Int] {
        (0..<max(count, 1)).map { _ in Int.random(in: 1...9, using: &random) }
    }

    /// Whole, one byte at a time, and in random pieces: the same requests and the same verdict.
    private static func check(_ input: [UInt8], using random: inout SplitMix64) {
        var whole = ParserFeeding(limits: limits)
        whole.feed(input)
        var bytewise = ParserFeeding(limits: limits)
        bytewise.feed(input, chunkSizes: [1])
        var pieces = ParserFeeding(limits: limits)
        pieces.feed(input, chunkSizes: randomChunks(count: input.count, using: &random))
        #expect(bytewise.outcomes == whole.outcomes, "split one byte at a time: \(input)")
        #expect(pieces.outcomes == whole.outcomes, "split in pieces: \(input)")
        switch whole.last {
        case .needMoreBytes, .failure: break
        case .request, .sendContinue: Issue.record("the parser stopped on \(whole.last) for \(input)")
        }
        for request in whole.requests {
            #expect(request.body.count <= limits.maxBodyBytes)
            #expect(request.path.hasPrefix("/") || request.method == "OPTIONS" || request.method == "CONNECT")
            #expect(request.headers.count <= limits.maxHeaderFields)
        }
    }

    @Test("seeded random bytes")
    func randomBytes() {
        var random = SplitMix64(seed: 0x4854_5450)
        for _ in 0..<1500 {
            let count = Int.random(in: 0...300, using: &random)
            let grammatical = Bool.random(using: &random)
            let input = (0..<count).map { _ in
                grammatical
                    ? Self.interesting.randomElement(using: &random)!
                    : UInt8.random(in: 0...255, using: &random)
            }
            Self.check(input, using: &random)
        }
    }

    @Test("mutations of valid requests", arguments: 0..<seeds.count)
    func mutations(seedIndex: Int) {
        var random = SplitMix64(seed: UInt64(seedIndex) &* 0x9E37_79B9 &+ 11)
        for _ in 0..<500 {
            Self.check(Self.mutate(Self.seeds[seedIndex], using: &random), using: &random)
        }
    }

    @Test("the unmutated seeds read as requests, but for the smuggling one")
    func seedsAreValid() {
        var random = SplitMix64(seed: 1)
        for (index, seed) in Self.seeds.enumerated() {
            Self.check(seed, using: &random)
            let failure = feeding(String(decoding: seed, as: UTF8.self), limits: Self.limits).failure
            #expect(failure == (index == 4 ? .transferEncodingWithContentLength : nil))
        }
    }
}
