/// Standard base64 (RFC 4648 §4) with padding, decoded strictly.
///
/// Strict means: only the 64 alphabet characters, `=` padding exactly where the length requires
/// it, no whitespace, and unused trailing bits zero, so each byte string has one encoding.
package enum Base64 {
    /// Encodes bytes as padded standard base64.
    package static func encode(_ bytes: some Collection<UInt8>) -> String {
        Base64Codec.standard.encode(Array(bytes))
    }

    /// Decodes padded standard base64, or returns nil when the text is not canonical base64.
    package static func decode(_ text: some StringProtocol) -> [UInt8]? {
        Base64Codec.standard.decode(Array(text.utf8))
    }
}

/// URL-safe base64 without padding (RFC 4648 §5, as JWS and PKCE use it), decoded strictly.
///
/// `+`, `/` and `=` are refused: a token that carries them was not produced by a conforming issuer.
package enum Base64URL {
    /// Encodes bytes as unpadded base64url.
    package static func encode(_ bytes: some Collection<UInt8>) -> String {
        Base64Codec.url.encode(Array(bytes))
    }

    /// Decodes unpadded base64url, or returns nil when the text is not canonical base64url.
    package static func decode(_ text: some StringProtocol) -> [UInt8]? {
        Base64Codec.url.decode(Array(text.utf8))
    }

    /// Decodes base64url given as raw UTF-8 bytes, for parsers that never build a `String`.
    package static func decode(utf8 bytes: some Collection<UInt8>) -> [UInt8]? {
        Base64Codec.url.decode(Array(bytes))
    }

    /// Encodes bytes as unpadded base64url and returns the ASCII bytes.
    package static func encodeToUTF8(_ bytes: some Collection<UInt8>) -> [UInt8] {
        Base64Codec.url.encodeBytes(Array(bytes))
    }
}

/// The shared byte-level codec behind both alphabets.
private struct Base64Codec: Sendable {
    static let standard = Base64Codec(
        alphabet: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8), padded: true
    )
    static let url = Base64Codec(
        alphabet: Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8),
        padded: false)

    private static let invalid: UInt8 = 0xff

    let alphabet: [UInt8]
    let reverse: [UInt8]
    let padded: Bool

    init(alphabet: [UInt8], padded: Bool) {
        self.alphabet = alphabet
        self.padded = padded
        var reverse = [UInt8](repeating: Self.invalid, count: 256)
        for (value, character) in alphabet.enumerated() {
            reverse[Int(character)] = UInt8(value)
        }
        self.reverse = reverse
    }

    func encode(_ bytes: [UInt8]) -> String {
        String(decoding: encodeBytes(bytes), as: UTF8.self)
    }

    func encodeBytes(_ bytes: [UInt8]) -> [UInt8] {
        let fullGroups = bytes.count / 3
        let tail = bytes.count % 3
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        alphabet.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { input in
                for group in 0..<fullGroups {
                    let base = group * 3
                    let value =
                        UInt32(input[base]) << 16 | UInt32(input[base + 1]) << 8 | UInt32(input[base + 2])
                    output.append(table[Int(value >> 18 & 63)])
                    output.append(table[Int(value >> 12 & 63)])
                    output.append(table[Int(value >> 6 & 63)])
                    output.append(table[Int(value & 63)])
                }
                if tail == 1 {
                    let value = UInt32(input[fullGroups * 3]) << 16
                    output.append(table[Int(value >> 18 & 63)])
                    output.append(table[Int(value >> 12 & 63)])
                    if padded { output.append(contentsOf: [UInt8(ascii: "="), UInt8(ascii: "=")]) }
                } else if tail == 2 {
                    let value = UInt32(input[fullGroups * 3]) << 16 | UInt32(input[fullGroups * 3 + 1]) << 8
                    output.append(table[Int(value >> 18 & 63)])
                    output.append(table[Int(value >> 12 & 63)])
                    output.append(table[Int(value >> 6 & 63)])
                    if padded { output.append(UInt8(ascii: "=")) }
                }
            }
        }
        return output
    }

    func decode(_ text: [UInt8]) -> [UInt8]? {
        var characters = text[...]
        if padded {
            guard text.count % 4 == 0 else { return nil }
            if characters.last == UInt8(ascii: "=") { characters = characters.dropLast() }
            if characters.last == UInt8(ascii: "=") { characters = characters.dropLast() }
        }
        let tailCount = characters.count % 4
        guard tailCount != 1 else { return nil }
        // With padding, the amount of padding must match the tail exactly.
        if padded, text.count - characters.count != (tailCount == 0 ? 0 : 4 - tailCount) { return nil }

        var output: [UInt8] = []
        output.reserveCapacity(characters.count / 4 * 3 + 2)
        var accumulator: UInt32 = 0
        var bitCount = 0
        let valid = reverse.withUnsafeBufferPointer { table -> Bool in
            for character in characters {
                let value = table[Int(character)]
                if value == Self.invalid { return false }
                accumulator = accumulator << 6 | UInt32(value)
                bitCount += 6
                if bitCount >= 8 {
                    bitCount -= 8
                    output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bitCount)))
                }
            }
            return true
        }
        guard valid else { return nil }
        // Leftover bits must be zero, or two texts would decode to the same bytes.
        guard accumulator & ((1 << UInt32(bitCount)) - 1) == 0 else { return nil }
        return output
    }
}
