/// One change to one record of a table, as the journal and the snapshot hold it: a put carries the
/// record's bytes (JSON, as every document of the store) with what the tables index it by, so a
/// home opens by reading these headers without decoding a single record; a delete carries the key.
///
/// Layout: kind (1 byte), table (1 byte), key (length-prefixed UTF-8); a put continues with its
/// insertion order (varint), the number of index values (1 byte) and each (length-prefixed, in the
/// order the table declares its indexes; an absent value is empty, and absent values at the end
/// are not written, so an entry of a table with one index reads as it always has), an expiry flag
/// (1 byte) and the expiry (8 bytes, when flagged), and the record (length-prefixed).
struct StoreEntry {
    enum Kind: UInt8 {
        case put = 1
        case delete = 2
    }

    var kind: Kind
    var table: UInt8
    var key: String
    /// Where the record stands among its table's records in the order they were first stored.
    var order: UInt64 = 0
    /// One value per index of the table, in its order (fewer when the last ones are absent).
    var indexValues: [String?] = []
    var expiresAt: Int64? = nil
    /// The record's JSON; a slice of the buffer the entry was read from.
    var record: ArraySlice<UInt8> = []

    static func put(
        table: UInt8, key: String, order: UInt64, indexValues: [String?], expiresAt: Int64?,
        record: ArraySlice<UInt8>
    ) -> StoreEntry {
        StoreEntry(
            kind: .put, table: table, key: key, order: order, indexValues: indexValues, expiresAt: expiresAt,
            record: record)
    }

    /// The most indexes a table may declare: more is damage, not a table of this format.
    static let maximumIndexCount: UInt8 = 8

    static func delete(table: UInt8, key: String) -> StoreEntry {
        StoreEntry(kind: .delete, table: table, key: key)
    }

    /// The largest insertion order an entry may carry. A table numbers its records from 0, one
    /// at a time, so no store comes near it; an order above it is damage, and one near
    /// `UInt64.max` would overflow the order given to the table's next record.
    static let maximumOrder: UInt64 = (1 << 62) - 1

    func write(to writer: inout ByteWriter) {
        writer.append(kind.rawValue)
        writer.append(table)
        writer.appendString(key)
        guard kind == .put else { return }
        writer.appendVarint(order)
        let written = indexValues.prefix((indexValues.lastIndex { $0 != nil } ?? -1) + 1)
        writer.append(UInt8(written.count))
        for value in written { writer.appendString(value ?? "") }
        if let expiresAt {
            writer.append(1)
            writer.appendUInt64(UInt64(bitPattern: expiresAt))
        } else {
            writer.append(0)
        }
        writer.appendField(record)
    }

    /// Reads every entry from `reader` to its end, handing each to `body`; false when the bytes are
    /// not a whole number of well-formed entries.
    static func readAll(
        _ reader: inout ByteReader, _ body: (StoreEntry) throws(StoreError) -> Void
    ) throws(StoreError) -> Bool {
        while !reader.isAtEnd {
            guard let entry = read(&reader) else { return false }
            try body(entry)
        }
        return true
    }

    private static func read(_ reader: inout ByteReader) -> StoreEntry? {
        guard let kindByte = reader.readByte(), let kind = Kind(rawValue: kindByte),
            let table = reader.readByte(), let key = reader.readString()
        else { return nil }
        guard kind == .put else { return .delete(table: table, key: key) }
        guard let order = reader.readVarint(), order <= maximumOrder, let indexCount = reader.readByte(),
            indexCount <= maximumIndexCount
        else { return nil }
        var indexValues: [String?] = []
        for _ in 0..<indexCount {
            guard let value = reader.readString() else { return nil }
            indexValues.append(value.isEmpty ? nil : value)
        }
        guard let expiryFlag = reader.readByte(), expiryFlag <= 1 else { return nil }
        var expiresAt: Int64?
        if expiryFlag == 1 {
            guard let raw = reader.readUInt64() else { return nil }
            expiresAt = Int64(bitPattern: raw)
        }
        guard let range = reader.readFieldRange() else { return nil }
        return .put(
            table: table, key: key, order: order, indexValues: indexValues, expiresAt: expiresAt,
            record: reader.bytes[range])
    }
}
