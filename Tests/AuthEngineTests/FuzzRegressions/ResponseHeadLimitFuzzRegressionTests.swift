import Testing

@testable import AuthEngine

/// Inputs the `http-response` fuzz target (docs/FUZZING.md) found, kept as they were found.
@Suite("Fuzz regressions: the HTTP response parser's head limit")
struct ResponseHeadLimitFuzzRegressionTests {
    /// Two 204 heads run together, 99 bytes with the blank line, read with a 96-byte head limit:
    /// whole, the parser found the blank line and took the head; split after 97 bytes, it refused
    /// the 97 bytes with no blank line as too large. The limit must not depend on how bytes arrive.
    static let headAcrossTheLimit: [UInt8] = [
        0x48, 0x54, 0x54, 0x50, 0x2f, 0x31, 0x2e, 0x31, 0x20, 0x32, 0x30, 0x34, 0x20, 0x4e, 0x6f, 0x20,
        0x43, 0x6f, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x0d, 0x0a, 0x45, 0x78, 0x70, 0x65, 0x63, 0x74, 0x3a,
        0x20, 0x31, 0x30, 0x30, 0x2d, 0x63, 0x48, 0x54, 0x54, 0x50, 0x2f, 0x31, 0x2e, 0x31, 0x20, 0x32,
        0x30, 0x34, 0x20, 0x4e, 0x6f, 0x20, 0x43, 0x6f, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x0d, 0x0a, 0x45,
        0x78, 0x70, 0x65, 0x63, 0x74, 0x3a, 0x20, 0x90, 0x90, 0x90, 0x90, 0x90, 0x90, 0x31, 0x30, 0x30,
        0x2d, 0x63, 0x6f, 0x6e, 0x74, 0x69, 0x6e, 0x75, 0x65, 0x32, 0x36, 0x20, 0x30, 0x33, 0x64, 0x0d,
        0x0a, 0x0d, 0x0a,
    ]

    /// Every response and the final failure `reads` give, one after the other.
    static func steps(feeding reads: [ArraySlice<UInt8>]) -> [HTTPResponseStep] {
        var parser = HTTPResponseParser(maxHeadBytes: 96, maxBodyBytes: 64)
        var result: [HTTPResponseStep] = []
        for read in reads {
            parser.append(read)
            while true {
                let step = parser.next()
                if step == .needMoreBytes { break }
                result.append(step)
                if case .failure = step { return result }
            }
        }
        return result
    }

    @Test("a head over the limit is refused however its bytes arrive")
    func headOverTheLimit() {
        let input = Self.headAcrossTheLimit
        let whole = Self.steps(feeding: [input[...]])
        #expect(whole == [.failure(.tooLarge)])
        for offset in 1..<input.count {
            #expect(Self.steps(feeding: [input[..<offset], input[offset...]]) == whole, "split at \(offset)")
        }
    }
}
