/// The byte classes of RFC 9110 / 9112 that the request and response parsers test, as switches so
/// a test is a few comparisons and no table lookup through a lazily initialised global.
enum HTTPSyntax {
    static let carriageReturn: UInt8 = 0x0D
    static let lineFeed: UInt8 = 0x0A
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let colon: UInt8 = 0x3A

    /// `tchar`: the characters of a token (method, field name, `Connection` option).
    static func isTokenCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
            UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// A byte a field value may hold: visible characters, `obs-text`, space and tab. CR, LF, NUL
    /// and the other controls are refused rather than replaced (RFC 9110 §5.5).
    static func isFieldValueCharacter(_ byte: UInt8) -> Bool {
        byte == tab || (byte >= 0x20 && byte != 0x7F)
    }

    /// A byte of an origin-form request target: RFC 3986's `pchar`, `/` and `?`. Spaces, controls,
    /// `#`, non-ASCII and the characters URIs never hold unencoded (`"<>\^{|}`) are refused.
    static func isTargetCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="),
            UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "%"):
            true
        default: false
        }
    }

    /// A byte of a `Host` value: a registered name, an IPv4 address or a bracketed IPv6
    /// literal, with an optional port.
    static func isHostCharacter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || (isTargetCharacter(byte) && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "?")
                && byte != UInt8(ascii: "@"))
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    /// ASCII lower case; other bytes unchanged.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// True when `bytes` spells `lowercaseName` in any letter case.
    static func equalsIgnoringCase(_ bytes: ArraySlice<UInt8>, _ lowercaseName: StaticString) -> Bool {
        bytes.withUnsafeBufferPointer { equalsIgnoringCase($0, lowercaseName) }
    }

    /// True when `bytes` spells `lowercaseName` in any letter case, over bytes where they lie.
    static func equalsIgnoringCase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercaseName: StaticString) -> Bool
    {
        guard bytes.count == lowercaseName.utf8CodeUnitCount else { return false }
        return lowercaseName.withUTF8Buffer { name in
            for index in 0..<name.count where lowercased(bytes[index]) != name[index] { return false }
            return true
        }
    }

    /// True when `bytes` begins with `prefix`, letter case included.
    static func startsWith(_ bytes: ArraySlice<UInt8>, _ prefix: StaticString) -> Bool {
        guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
        return prefix.withUTF8Buffer { expected in
            var index = bytes.startIndex
            for byte in expected {
                if bytes[index] != byte { return false }
                index += 1
            }
            return true
        }
    }

    /// `bytes` with leading and trailing spaces and tabs removed.
    static func trimmingWhitespace(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var lower = bytes.startIndex
        var upper = bytes.endIndex
        while lower < upper && isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower && isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return bytes[lower..<upper]
    }

    /// The comma-separated elements of a list field, trimmed, empty ones kept (RFC 9110 §5.6.1).
    static func listElements(_ value: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(trimmingWhitespace)
    }

    /// A string of ASCII-lowercased bytes, built in one allocation (none for short names).
    static func lowercasedString(_ bytes: ArraySlice<UInt8>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            var index = 0
            for byte in bytes {
                buffer[index] = lowercased(byte)
                index += 1
            }
            return index
        }
    }

    /// The index of the first LF in `bytes` from `start` on, looked for eight bytes at a time.
    static func firstLineFeed(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let found = zeroBytes(word ^ (lowBits &* UInt64(lineFeed)))
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count {
            if bytes[index] == lineFeed { return index }
            index += 1
        }
        return nil
    }

    /// True when every byte is `isFieldValueCharacter`, tested eight bytes at a time: a word with
    /// no control byte (below 0x20) and no DEL passes at once, any other byte by byte (a tab is
    /// allowed).
    static func areFieldValueCharacters(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                let suspect = bytesBelow(word, 0x20) | zeroBytes(word ^ (lowBits &* 0x7F))
                if suspect != 0 {
                    for offset in 0..<8 where !isFieldValueCharacter(bytes[index + offset]) { return false }
                }
                index += 8
            }
        }
        while index < bytes.count {
            if !isFieldValueCharacter(bytes[index]) { return false }
            index += 1
        }
        return true
    }

    /// 0x01 in every byte of a word.
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// Non-zero when a byte of `word` is zero; its lowest set bit is the high bit of the first
    /// zero byte (the bits above it may be set wrongly, so only the lowest is read).
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- lowBits) & ~word & (lowBits &* 0x80)
    }

    /// Non-zero exactly when a byte of `word` is below `limit` (at most 0x80).
    private static func bytesBelow(_ word: UInt64, _ limit: UInt64) -> UInt64 {
        (word &- lowBits &* limit) & ~word & (lowBits &* 0x80)
    }

    /// Appends the decimal digits of a number.
    static func appendDecimal(_ value: Int, to buffer: inout [UInt8]) {
        appendDecimal(value, width: 1, to: &buffer)
    }

    /// Appends `value` in decimal with leading zeros up to `width` digits (after a `-` when it is
    /// negative), without building a string.
    static func appendDecimal(_ value: Int, width: Int, to buffer: inout [UInt8]) {
        if value < 0 { buffer.append(UInt8(ascii: "-")) }
        var digitCount = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let zero = UInt8(ascii: "0")
        buffer.append(contentsOf: repeatElement(zero, count: max(width, digitCount)))
        var remaining = value.magnitude
        var index = buffer.count - 1
        while remaining > 0 {
            buffer[index] = zero + UInt8(remaining % 10)
            remaining /= 10
            index -= 1
        }
    }
}
