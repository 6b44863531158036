import AuthEngine
import Testing

@Suite("Percent-encoding of query names and values")
struct PercentEncodingTests {
    @Test(
        "only unreserved characters stay as they are",
        arguments: [
            ("abcXYZ019-._~", "abcXYZ019-._~"), ("a b", "a%20b"), ("a+b", "a%2Bb"),
            ("viperauth://callback", "viperauth%3A%2F%2Fcallback"), ("&=?#%/", "%26%3D%3F%23%25%2F"),
            ("é", "%C3%A9"), ("👍", "%F0%9F%91%8D"), ("", ""),
        ])
    func encode(plain: String, encoded: String) {
        #expect(PercentEncoding.encode(plain) == encoded)
        #expect(PercentEncoding.decode(encoded) == plain)
    }

    @Test(
        "decoding accepts lower-case hex, '+' as a space and characters left unencoded",
        arguments: [
            ("%c3%a9", "é"), ("a+b", "a b"), ("a%2bb", "a+b"), ("a:b/c", "a:b/c"), ("%41", "A"),
        ])
    func lenientDecoding(encoded: String, plain: String) {
        #expect(PercentEncoding.decode(encoded) == plain)
    }

    @Test(
        "broken escapes and invalid UTF-8 are refused",
        arguments: ["%", "%4", "%G1", "%4G", "a%", "%C3", "%FF", "%C3%28"])
    func brokenEscapes(encoded: String) {
        #expect(PercentEncoding.decode(encoded) == nil)
    }

    @Test("every string of random bytes round-trips")
    func randomRoundTrip() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<2000 {
            let scalars = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                Unicode.Scalar(UInt32.random(in: 0...0xD7FF, using: &random))!
            }
            let text = String(String.UnicodeScalarView(scalars))
            #expect(PercentEncoding.decode(PercentEncoding.encode(text)) == text)
        }
    }
}

/// A reproducible generator (SplitMix64), so a failing fuzz case can be replayed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
