/// The write-ahead journal's bytes: a header naming the snapshot it continues, then one record per
/// committed transaction.
///
/// Header (24 bytes): the magic `VAJRNL01`, the format version (4 bytes), the sequence number of
/// the last transaction the snapshot before it holds (8 bytes), and a CRC-32C of those 20 bytes.
///
/// Record: the payload's length (4 bytes), the transaction's sequence number (8 bytes), the
/// payload's CRC-32C (4 bytes) and a CRC-32C of those 16 header bytes (4 bytes), then the payload:
/// the transaction's `StoreEntry`s. All integers are little-endian. The header's own checksum lets
/// a reader tell a record cut short by a crash (the end of the file) from damage in the middle (a
/// well-formed record follows it), without trusting a length it cannot check.
enum JournalFormat {
    static let magic = Array("VAJRNL01".utf8)
    static let version: UInt32 = 1
    static let headerByteCount = 24
    static let recordHeaderByteCount = 20
    /// The largest payload a record may claim; far above any transaction (seeding 100,000 accounts
    /// in one is about 50 MB).
    static let maximumPayloadByteCount = 1 << 30

    static func header(baseSequence: UInt64) -> [UInt8] {
        var writer = ByteWriter(capacity: headerByteCount)
        writer.bytes.append(contentsOf: magic)
        writer.appendUInt32(version)
        writer.appendUInt64(baseSequence)
        writer.appendUInt32(CRC32C.checksum(writer.bytes))
        return writer.bytes
    }

    /// The base sequence number of a journal whose first bytes are `bytes`, or nil if they are not
    /// this version's header.
    static func baseSequence(ofHeader bytes: [UInt8]) -> UInt64? {
        guard bytes.count >= headerByteCount, bytes[0..<8].elementsEqual(magic) else { return nil }
        var reader = ByteReader(bytes, from: 8, to: headerByteCount)
        guard let version = reader.readUInt32(), version == Self.version, let base = reader.readUInt64(),
            let checksum = reader.readUInt32(), checksum == CRC32C.checksum(bytes[0..<20])
        else { return nil }
        return base
    }

    /// One record holding `payload` as transaction `sequence`.
    static func record(sequence: UInt64, payload: [UInt8]) -> [UInt8] {
        var writer = ByteWriter(capacity: recordHeaderByteCount + payload.count)
        writer.appendUInt32(UInt32(payload.count))
        writer.appendUInt64(sequence)
        writer.appendUInt32(CRC32C.checksum(payload))
        writer.appendUInt32(CRC32C.checksum(writer.bytes))
        writer.bytes.append(contentsOf: payload)
        return writer.bytes
    }

    /// A well-formed record found in a buffer.
    struct Record {
        var sequence: UInt64
        var payload: Range<Int>
        var end: Int
    }

    /// What follows the last well-formed record.
    enum Tail: Equatable {
        /// Nothing: the records end where the bytes do.
        case clean
        /// An incomplete or unreadable record with nothing readable after it: what a crash in the
        /// middle of an append leaves. Its bytes were never acknowledged.
        case torn(byteCount: Int)
        /// An unreadable record at `offset` with a well-formed one after it: damage, not a crash.
        case damaged(offset: Int)
    }

    /// The records of `bytes` from `start` (just past the header, or where an earlier scan ended).
    static func scan(_ bytes: [UInt8], from start: Int) -> (records: [Record], tail: Tail) {
        var records: [Record] = []
        var position = start
        while position < bytes.count {
            guard let record = record(in: bytes, at: position) else {
                let tail: Tail =
                    wellFormedRecordExists(in: bytes, after: position)
                    ? .damaged(offset: position) : .torn(byteCount: bytes.count - position)
                return (records, tail)
            }
            records.append(record)
            position = record.end
        }
        return (records, .clean)
    }

    /// The record at `position`, if the bytes there are a whole, well-formed one.
    static func record(in bytes: [UInt8], at position: Int) -> Record? {
        guard bytes.count - position >= recordHeaderByteCount else { return nil }
        var reader = ByteReader(bytes, from: position, to: position + recordHeaderByteCount)
        guard let length = reader.readUInt32(), let sequence = reader.readUInt64(),
            let payloadChecksum = reader.readUInt32(), let headerChecksum = reader.readUInt32(),
            headerChecksum == CRC32C.checksum(bytes[position..<position + 16]),
            Int(length) <= maximumPayloadByteCount
        else { return nil }
        let payloadStart = position + recordHeaderByteCount
        let end = payloadStart + Int(length)
        guard end <= bytes.count, CRC32C.checksum(bytes[payloadStart..<end]) == payloadChecksum else {
            return nil
        }
        return Record(sequence: sequence, payload: payloadStart..<end, end: end)
    }

    /// Whether any offset after `position` starts a well-formed record: a header whose checksum
    /// holds is checked first, so this costs one small checksum per byte of what is left.
    private static func wellFormedRecordExists(in bytes: [UInt8], after position: Int) -> Bool {
        var candidate = position + 1
        while candidate + recordHeaderByteCount <= bytes.count {
            if record(in: bytes, at: candidate) != nil { return true }
            candidate += 1
        }
        return false
    }
}

/// The snapshot's bytes: a header, then every record of every table as a put `StoreEntry`.
///
/// Header (40 bytes): the magic `VASNAP01`, the format version (4 bytes), 4 reserved bytes, the
/// sequence number of the last transaction it holds (8 bytes), the payload's length (8 bytes), the
/// payload's CRC-32C (4 bytes), and a CRC-32C of the 36 bytes before it.
enum SnapshotFormat {
    static let magic = Array("VASNAP01".utf8)
    static let version: UInt32 = 1
    static let headerByteCount = 40

    static func header(sequence: UInt64, payloadByteCount: Int, payloadChecksum: UInt32) -> [UInt8] {
        var writer = ByteWriter(capacity: headerByteCount)
        writer.bytes.append(contentsOf: magic)
        writer.appendUInt32(version)
        writer.appendUInt32(0)
        writer.appendUInt64(sequence)
        writer.appendUInt64(UInt64(payloadByteCount))
        writer.appendUInt32(payloadChecksum)
        writer.appendUInt32(CRC32C.checksum(writer.bytes))
        return writer.bytes
    }

    /// The sequence number and payload bounds of a whole, intact snapshot, or nil.
    static func validate(_ bytes: [UInt8]) -> (sequence: UInt64, payload: Range<Int>)? {
        guard bytes.count >= headerByteCount, bytes[0..<8].elementsEqual(magic) else { return nil }
        var reader = ByteReader(bytes, from: 8, to: headerByteCount)
        guard let version = reader.readUInt32(), version == Self.version, reader.readUInt32() != nil,
            let sequence = reader.readUInt64(), let length = reader.readUInt64(),
            let payloadChecksum = reader.readUInt32(), let headerChecksum = reader.readUInt32(),
            headerChecksum == CRC32C.checksum(bytes[0..<36]),
            length == UInt64(bytes.count - headerByteCount)
        else { return nil }
        let payload = headerByteCount..<bytes.count
        guard CRC32C.checksum(bytes[payload]) == payloadChecksum else { return nil }
        return (sequence, payload)
    }
}
