/// CRC-32C (Castagnoli, the polynomial iSCSI, ext4, LevelDB and etcd use for their records), in
/// software, eight bytes per step ("slicing-by-8"): the journal and the snapshot check every record
/// and every byte they read with it.
enum CRC32C {
    /// The checksum of `bytes`.
    static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
        update(0, bytes)
    }

    /// Continues the checksum `crc` (the result of an earlier call) over `bytes`.
    static func update(_ crc: UInt32, _ bytes: some Collection<UInt8>) -> UInt32 {
        let result = bytes.withContiguousStorageIfAvailable { buffer in
            update(crc, UnsafeRawBufferPointer(buffer))
        }
        if let result { return result }
        return Array(bytes).withUnsafeBytes { update(crc, $0) }
    }

    /// Continues the checksum `crc` over the bytes of `buffer`.
    static func update(_ crc: UInt32, _ buffer: UnsafeRawBufferPointer) -> UInt32 {
        var value = ~crc
        var index = 0
        let count = buffer.count
        table.withUnsafeBufferPointer { table in
            while count - index >= 8 {
                let low =
                    UInt32(buffer[index]) | UInt32(buffer[index + 1]) << 8
                    | UInt32(buffer[index + 2]) << 16 | UInt32(buffer[index + 3]) << 24
                let mixed = value ^ low
                value =
                    table[7 * 256 + Int(mixed & 0xff)] ^ table[6 * 256 + Int((mixed >> 8) & 0xff)]
                    ^ table[5 * 256 + Int((mixed >> 16) & 0xff)] ^ table[4 * 256 + Int(mixed >> 24)]
                    ^ table[3 * 256 + Int(buffer[index + 4])] ^ table[2 * 256 + Int(buffer[index + 5])]
                    ^ table[1 * 256 + Int(buffer[index + 6])] ^ table[Int(buffer[index + 7])]
                index += 8
            }
            while index < count {
                value = table[Int((value ^ UInt32(buffer[index])) & 0xff)] ^ (value >> 8)
                index += 1
            }
        }
        return ~value
    }

    /// Eight tables of 256 entries: entry `k * 256 + b` is the CRC of byte `b` followed by `k` zeros.
    private static let table: [UInt32] = {
        let polynomial: UInt32 = 0x82F6_3B78
        var table = [UInt32](repeating: 0, count: 8 * 256)
        for byte in 0..<256 {
            var crc = UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ polynomial : crc >> 1 }
            table[byte] = crc
        }
        for slice in 1..<8 {
            for byte in 0..<256 {
                let previous = table[(slice - 1) * 256 + byte]
                table[slice * 256 + byte] = table[Int(previous & 0xff)] ^ (previous >> 8)
            }
        }
        return table
    }()
}
