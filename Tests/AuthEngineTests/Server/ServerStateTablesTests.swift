import Testing

@testable import AuthEngine

/// The store's tables are declared once, in one list that every pass over them reads.
@Suite("The server state's tables, declared once")
struct ServerStateTablesTests {
    @Test("every table has its own number, listed in number order")
    func numbersAreUniqueAndOrdered() {
        let numbers = ServerState.tables.map(\.number)
        #expect(ServerState.tableNumbersAreUnique)
        #expect(numbers == numbers.sorted())
        #expect(numbers == Array(1...15))
    }

    @Test("every table names its indexes once each, no more than an entry can carry")
    func indexNamesAreUniquePerTable() {
        for table in ServerState.tables {
            #expect(Set(table.indexNames).count == table.indexNames.count, "table \(table.number)")
            #expect(table.indexNames.count <= Int(StoreEntry.maximumIndexCount), "table \(table.number)")
        }
        #expect(
            ServerState.tables.map(\.indexNames.count).max() == 2, "registrations: by account and by device")
    }

    @Test("an entry for a number no table has is refused, one for a listed table is loaded")
    func loadGoesByNumber() throws {
        let record = DeviceNonceRecord(deviceId: "d", nonce: "n", expiresAt: 10)
        let bytes = WireCoding.encode(record)
        let entry = StoreEntry.put(
            table: DeviceNonceRecord.tableNumber, key: record.storeKey, order: 0, indexValues: [],
            expiresAt: record.storeExpiry, record: bytes[...])
        var state = ServerState()

        let known = state.load(entry, from: .journal)
        #expect(known)
        #expect(try state.deviceNonces.get(record.storeKey) == record)
        var unknown = entry
        unknown.table = 200
        let refused = !state.load(unknown, from: .journal)
        #expect(refused)
    }

    @Test("pruning reaches every table with an expiry, a session taking its refresh tokens along")
    func pruningIsDerived() throws {
        var state = ServerState()
        state.deviceNonces.put(DeviceNonceRecord(deviceId: "d", nonce: "n", expiresAt: 10))
        state.pruneExpired(now: Int64.max)
        #expect(state.deviceNonces.isEmpty)
    }
}
