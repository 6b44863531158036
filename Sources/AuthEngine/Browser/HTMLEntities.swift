/// Character references in HTML text and attribute values (`&amp;`, `&#39;`, `&#x2F;`), decoded as
/// a browser decodes the ones the provider's pages use; any other `&` is left as written.
enum HTMLEntities {
    /// The named references the provider writes, and the two a hand-written page commonly adds.
    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
    ]
    /// A numeric reference longer than this is not one: it would overflow, and no scalar needs it.
    private static let maxDigits = 8
    /// The longest name in `named`, plus room for one that is not there.
    private static let maxNameLength = 8

    /// `bytes` with every reference decoded; bytes that are not UTF-8 become U+FFFD.
    static func decode(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&"), let (scalar, end) = reference(in: bytes, at: index) {
                output.append(contentsOf: Array(String(scalar).utf8))
                index = end
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The character the reference at `start` (an `&`) stands for, and the index just past it;
    /// nil when no reference starts there.
    private static func reference(in bytes: ArraySlice<UInt8>, at start: Int) -> (Character, Int)? {
        var index = start + 1
        guard index < bytes.endIndex else { return nil }
        if bytes[index] == UInt8(ascii: "#") {
            index += 1
            var radix: UInt32 = 10
            if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "x") {
                radix = 16
                index += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while index < bytes.endIndex, digits < maxDigits,
                let digit = digitValue(bytes[index], radix: radix)
            {
                value = value * radix + digit
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            // HTML accepts a numeric reference without its `;`.
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") { index += 1 }
            // NUL, surrogates and values past Unicode read as the replacement character, as in HTML.
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (Character(scalar ?? "\u{FFFD}"), index)
        }
        let nameStart = index
        while index < bytes.endIndex, index - nameStart < maxNameLength, isAlphanumeric(bytes[index]) {
            index += 1
        }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ";"), index > nameStart,
            let text = named[String(decoding: bytes[nameStart..<index], as: UTF8.self)],
            let character = text.first
        else { return nil }
        return (character, index + 1)
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
