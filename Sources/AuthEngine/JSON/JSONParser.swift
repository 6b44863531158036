/// A recursive-descent JSON reader over raw bytes.
///
/// It works on an unsafe buffer with an index rather than on `String`, which is what keeps token
/// verification within its time budget; every read is bounds-checked against `end` first.
struct JSONParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var position = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    static func parseDocument(
        _ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int
    ) -> Result<JSONValue, JSONParseError> {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        do throws(JSONParseError) {
            let value = try parser.parseValue()
            parser.skipWhitespace()
            guard parser.position == bytes.count else { throw .trailingData(offset: parser.position) }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Values

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        guard position < bytes.count else { throw .unexpectedEnd }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            throw .unexpectedByte(offset: position)
        }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        position += 1
        // Room for a typical claims object up front, so the table is not rehashed while it fills.
        var members: [String: JSONValue] = Dictionary(minimumCapacity: 12)
        skipWhitespace()
        if try peek() == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            let keyOffset = position
            guard try peek() == UInt8(ascii: "\"") else { throw .unexpectedByte(offset: position) }
            let key = try parseString()
            skipWhitespace()
            guard try peek() == UInt8(ascii: ":") else { throw .unexpectedByte(offset: position) }
            position += 1
            let value = try parseValue()
            guard members.updateValue(value, forKey: key) == nil else {
                throw .duplicateKey(offset: keyOffset)
            }
            skipWhitespace()
            switch try peek() {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return .object(members)
            default:
                throw .unexpectedByte(offset: position)
            }
        }
    }

    private mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enterContainer()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if try peek() == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            elements.append(try parseValue())
            skipWhitespace()
            switch try peek() {
            case UInt8(ascii: ","):
                position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return .array(elements)
            default:
                throw .unexpectedByte(offset: position)
            }
        }
    }

    private mutating func enterContainer() throws(JSONParseError) {
        depth += 1
        guard depth <= maximumDepth else { throw .tooDeep }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONParseError) {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { throw .unexpectedEnd }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] {
            throw .unexpectedByte(offset: position + offset)
        }
        position += count
    }

    // MARK: - Strings

    /// Reads a string starting at its opening quote.
    ///
    /// Strings without escapes (nearly all of them in tokens) are turned into a `String` straight
    /// from the buffer; only escaped ones are rebuilt byte by byte.
    private mutating func parseString() throws(JSONParseError) -> String {
        let start = position + 1
        var index = start
        var isASCII = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return try makeString(UnsafeBufferPointer(rebasing: bytes[start..<index]), isASCII, start)
            }
            if byte == UInt8(ascii: "\\") {
                return try parseEscapedString(from: start, firstEscape: index)
            }
            guard byte >= 0x20 else { throw .invalidString(offset: index) }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        throw .unexpectedEnd
    }

    private mutating func parseEscapedString(
        from start: Int, firstEscape: Int
    ) throws(JSONParseError) -> String {
        var decoded = Array(UnsafeBufferPointer(rebasing: bytes[start..<firstEscape]))
        var index = firstEscape
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                position = index + 1
                return try decoded.withUnsafeBufferPointer { buffer throws(JSONParseError) in
                    try makeString(buffer, false, start)
                }
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw .unexpectedEnd }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0c)
                case UInt8(ascii: "n"): decoded.append(0x0a)
                case UInt8(ascii: "r"): decoded.append(0x0d)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    let scalar = try readUnicodeEscape(at: &index)
                    // Every Unicode scalar has a UTF-8 encoding; only invalid scalars have none.
                    decoded.append(contentsOf: UTF8.encode(scalar)!)
                default:
                    throw .invalidString(offset: index - 1)
                }
            default:
                guard byte >= 0x20 else { throw .invalidString(offset: index) }
                decoded.append(byte)
                index += 1
            }
        }
        throw .unexpectedEnd
    }

    /// Reads the four hex digits after `\u` (and a second escape when the first is a high
    /// surrogate); lone surrogates are refused because they cannot be represented in UTF-8.
    private func readUnicodeEscape(at index: inout Int) throws(JSONParseError) -> Unicode.Scalar {
        let escapeOffset = index - 2
        let first = try readHexQuad(at: &index)
        switch first {
        case 0xD800...0xDBFF:
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                bytes[index + 1] == UInt8(ascii: "u")
            else { throw .invalidString(offset: escapeOffset) }
            index += 2
            let second = try readHexQuad(at: &index)
            guard (0xDC00...0xDFFF).contains(second) else { throw .invalidString(offset: escapeOffset) }
            let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            // A high and a low surrogate (both checked above) always combine to 0x10000...0x10FFFF.
            return Unicode.Scalar(combined)!
        case 0xDC00...0xDFFF:
            throw .invalidString(offset: escapeOffset)
        default:
            // Four hex digits with the surrogates excluded above: a valid scalar below 0x10000.
            return Unicode.Scalar(first)!
        }
    }

    private func readHexQuad(at index: inout Int) throws(JSONParseError) -> UInt32 {
        guard bytes.count - index >= 4 else { throw .unexpectedEnd }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw .invalidString(offset: index)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func makeString(
        _ utf8: UnsafeBufferPointer<UInt8>, _ isASCII: Bool, _ offset: Int
    ) throws(JSONParseError) -> String {
        if isASCII { return String(decoding: utf8, as: UTF8.self) }
        guard let string = String(validating: utf8, as: UTF8.self) else {
            throw .invalidString(offset: offset)
        }
        return string
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        // A leading zero stands alone: "01" is not JSON.
        if position < bytes.count, bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            guard skipDigits() > 0 else { throw .invalidNumber(offset: start) }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard skipDigits() > 0 else { throw .invalidNumber(offset: start) }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if position < bytes.count,
                bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
            {
                position += 1
            }
            guard skipDigits() > 0 else { throw .invalidNumber(offset: start) }
        }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
        if isInteger, let integer = Self.exactInteger(text) { return .integer(integer) }
        guard let double = Double(String(decoding: text, as: UTF8.self)), double.isFinite else {
            throw .invalidNumber(offset: start)
        }
        return .number(double)
    }

    private mutating func skipDigits() -> Int {
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            position += 1
        }
        return position - start
    }

    /// The integer a grammar-checked digit run denotes, or nil when it does not fit `Int64`.
    private static func exactInteger(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        let isNegative = text[0] == UInt8(ascii: "-")
        var magnitude: UInt64 = 0
        for byte in text.dropFirst(isNegative ? 1 : 0) {
            let (shifted, overflowA) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            if overflowA || overflowB { return nil }
            magnitude = sum
        }
        if isNegative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        return Int64(magnitude)
    }

    // MARK: - Whitespace

    private func peek() throws(JSONParseError) -> UInt8 {
        guard position < bytes.count else { throw .unexpectedEnd }
        return bytes[position]
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
            default:
                return
            }
        }
    }
}
