import Testing

@testable import AuthEngine

/// The parser's word-at-a-time scans (`HTTPSyntax.firstLineFeed`, `areFieldValueCharacters`)
/// answer exactly as a byte-by-byte look would, whatever the bytes and wherever they sit.
@Suite("HTTP byte scans eight bytes at a time")
struct HTTPSyntaxScanTests {
    /// Bytes at the edges of every class the scans tell apart.
    private static let edges: [UInt8] = [
        0x00, 0x01, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0x8A, 0xFF,
    ]

    private static func buffers(seed: UInt64) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        var buffers: [[UInt8]] = []
        for length in 0...40 {
            for _ in 0..<25 {
                buffers.append(
                    (0..<length).map { _ in
                        // Mostly ordinary token bytes, so long clean runs occur, with edge bytes among them.
                        Int.random(in: 0..<6, using: &random) == 0
                            ? edges.randomElement(using: &random) ?? 0
                            : UInt8.random(in: 0x21...0x7E, using: &random)
                    })
            }
        }
        return buffers
    }

    @Test("the first LF from any start is the one a byte-by-byte search finds")
    func lineFeed() {
        for bytes in Self.buffers(seed: 22) {
            for start in 0...bytes.count {
                let expected = bytes[start...].firstIndex(of: HTTPSyntax.lineFeed)
                let found = bytes.withUnsafeBufferPointer { HTTPSyntax.firstLineFeed(in: $0, from: start) }
                #expect(found == expected, "\(bytes) from \(start)")
            }
        }
    }

    @Test("a field value passes exactly when every byte is a field-value character")
    func fieldValue() {
        for bytes in Self.buffers(seed: 9110) {
            let expected = bytes.allSatisfy(HTTPSyntax.isFieldValueCharacter)
            #expect(bytes.withUnsafeBufferPointer(HTTPSyntax.areFieldValueCharacters) == expected, "\(bytes)")
        }
        let clean = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
        for position in clean.indices {
            for byte in Self.edges {
                var bytes = clean
                bytes[position] = byte
                let expected = HTTPSyntax.isFieldValueCharacter(byte)
                #expect(bytes.withUnsafeBufferPointer(HTTPSyntax.areFieldValueCharacters) == expected)
            }
        }
    }
}
