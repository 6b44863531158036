/// Appends the journal's and the snapshot's binary fields: fixed-width little-endian integers, and
/// LEB128 variable-length ones for lengths and counts.
struct ByteWriter {
    var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func appendUInt32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    mutating func appendUInt64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }

    mutating func appendVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A length, then the bytes.
    mutating func appendField(_ field: some Collection<UInt8>) {
        appendVarint(UInt64(field.count))
        bytes.append(contentsOf: field)
    }

    mutating func appendString(_ text: String) {
        appendField(text.utf8)
    }
}

/// Reads what `ByteWriter` wrote from a slice of a buffer, never past its end: every read of a
/// damaged or truncated input returns nil instead of trapping.
struct ByteReader {
    let bytes: [UInt8]
    private(set) var position: Int
    let end: Int

    init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
        self.bytes = bytes
        position = start
        self.end = min(end ?? bytes.count, bytes.count)
    }

    var isAtEnd: Bool { position >= end }
    var remaining: Int { end - position }

    mutating func readByte() -> UInt8? {
        guard position < end else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func readUInt32() -> UInt32? {
        guard remaining >= 4 else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 { value |= UInt32(bytes[position + offset]) << (8 * offset) }
        position += 4
        return value
    }

    mutating func readUInt64() -> UInt64? {
        guard remaining >= 8 else { return nil }
        var value: UInt64 = 0
        for offset in 0..<8 { value |= UInt64(bytes[position + offset]) << (8 * offset) }
        position += 8
        return value
    }

    mutating func readVarint() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while let byte = readByte() {
            guard shift < 64 else { return nil }
            value |= UInt64(byte & 0x7f) << shift
            if byte & 0x80 == 0 { return value }
            shift += 7
        }
        return nil
    }

    /// The bounds of a length-prefixed field, which is skipped.
    mutating func readFieldRange() -> Range<Int>? {
        guard let length = readVarint(), length <= UInt64(remaining) else { return nil }
        let start = position
        position += Int(length)
        return start..<position
    }

    /// A length-prefixed field that must be UTF-8 text.
    mutating func readString() -> String? {
        guard let range = readFieldRange() else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            String(validating: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
        }
    }
}
