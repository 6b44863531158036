import TestSupport
import Testing

@testable import AuthEngine

/// Inputs the `journal` fuzz target (docs/FUZZING.md) found, kept as they were found.
@Suite("Fuzz regressions: the store's insertion orders")
struct StoreEntryOrderFuzzRegressionTests {
    /// A snapshot payload of one put entry whose insertion order is 2^64 - 1: loading it computed
    /// the table's next order as that plus one, and the process stopped on the overflow.
    static let largestOrder: [UInt8] = [
        0x01, 0x0b, 0x01, 0x02, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01, 0x00, 0x00,
        0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0x01,
        0x0b, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1f, 0x64,
    ]

    /// One put entry of the device keys' table at `order`, holding a record that decodes.
    static func deviceKeyPut(order: UInt64) -> [UInt8] {
        var writer = ByteWriter(capacity: 64)
        StoreEntry.put(
            table: DeviceKeyRecord.tableNumber, key: "dev", order: order, indexValues: [], expiresAt: nil,
            record: ArraySlice(#"{"deviceId":"dev","key":"k"}"#.utf8)
        ).write(to: &writer)
        return writer.bytes
    }

    /// Opens a home whose snapshot holds `payload`, as a shared reader.
    static func open(snapshotPayload payload: [UInt8], in directory: String) throws {
        let header = SnapshotFormat.header(
            sequence: 1, payloadByteCount: payload.count, payloadChecksum: CRC32C.checksum(payload))
        try FileInspection.replaceContents(
            of: directory + "/" + ServerStoreFiles.snapshotName, with: header + payload)
        let store = ServerStore(
            directory: directory, access: .shared, clock: ManualWallClock(now: 1_800_000_000),
            policy: JournalSnapshotPolicy(), signInLimit: SignInRateLimiter.Configuration())
        try store.load(mayWrite: false)
    }

    @Test("a snapshot whose entry has the largest order is corrupt, not a crash")
    func largestOrderIsCorrupt() throws {
        _ = try withTemporaryDirectory { directory in
            #expect(throws: StoreError.corrupt(name: ServerStoreFiles.snapshotName)) {
                try Self.open(snapshotPayload: Self.largestOrder, in: directory)
            }
        }
    }

    @Test(
        "an order that leaves no room for the orders after it is corrupt",
        arguments: [UInt64.max - 1, 1 << 63, 1 << 62])
    func orderWithoutRoomIsCorrupt(order: UInt64) throws {
        _ = try withTemporaryDirectory { directory in
            #expect(throws: StoreError.corrupt(name: ServerStoreFiles.snapshotName)) {
                try Self.open(snapshotPayload: Self.deviceKeyPut(order: order), in: directory)
            }
        }
    }

    @Test("orders as a store writes them still load")
    func ordinaryOrdersLoad() throws {
        _ = try withTemporaryDirectory { directory in
            try Self.open(snapshotPayload: Self.deviceKeyPut(order: (1 << 62) - 1), in: directory)
        }
    }
}
