/// Appends compact JSON to a byte buffer.
///
/// Claims are written field by field through this rather than through `JSONEncoder`, which costs
/// several microseconds per token; the writer emits exactly what `JSONValue.parse` reads back.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    init(reservingCapacity capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: - Structure

    mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes a member name; the value written next belongs to it.
    mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: - Scalars

    mutating func string(_ value: String) {
        separate()
        appendQuoted(value)
        needsComma = true
    }

    mutating func integer(_ value: Int64) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = InlineArray<20, UInt8>(repeating: 0)
        var count = 0
        repeat {
            digits[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            count += 1
        } while magnitude > 0
        while count > 0 {
            count -= 1
            bytes.append(digits[count])
        }
        needsComma = true
    }

    /// Writes a finite number in Swift's shortest round-trip form; JSON has no spelling for NaN or
    /// infinity, so those become `null`.
    mutating func number(_ value: Double) {
        guard value.isFinite else { return literal("null") }
        separate()
        bytes.append(contentsOf: value.description.utf8)
        needsComma = true
    }

    mutating func bool(_ value: Bool) {
        literal(value ? "true" : "false")
    }

    mutating func null() {
        literal("null")
    }

    mutating func stringArray(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: null()
        case .bool(let flag): bool(flag)
        case .integer(let whole): integer(whole)
        case .number(let real): number(real)
        case .string(let text): string(text)
        case .array(let elements):
            beginArray()
            for element in elements { write(element) }
            endArray()
        case .object(let members):
            beginObject()
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                key(name)
                write(member)
            }
            endObject()
        }
    }

    // MARK: - Bytes

    private mutating func literal(_ text: StaticString) {
        separate()
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// Quotes and escapes a string; only `"`, `\` and control characters need escaping, all other
    /// UTF-8 is copied as is.
    private mutating func appendQuoted(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            // Claim values almost never need escaping; copying them whole is several times faster.
            if utf8.contains(where: Self.needsEscaping) {
                for byte in utf8 { appendEscaping(byte) }
            } else {
                bytes.append(contentsOf: utf8)
            }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    private mutating func appendEscaping(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): appendEscape(byte)
        case 0x0a: appendEscape(UInt8(ascii: "n"))
        case 0x0d: appendEscape(UInt8(ascii: "r"))
        case 0x09: appendEscape(UInt8(ascii: "t"))
        case 0x08: appendEscape(UInt8(ascii: "b"))
        case 0x0c: appendEscape(UInt8(ascii: "f"))
        case 0x00..<0x20:
            let hexDigits: StaticString = "0123456789abcdef"
            bytes.append(contentsOf: [
                UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                hexDigits.utf8Start[Int(byte >> 4)], hexDigits.utf8Start[Int(byte & 0x0f)],
            ])
        default:
            bytes.append(byte)
        }
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private mutating func appendEscape(_ letter: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(letter)
    }
}
