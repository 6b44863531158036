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
        #expect(numbers == Array(1...13))
    }

    @Test("an entry for a number no table has is refused, one for a listed table is loaded")
    func loadGoesByNumber() throws {
        let record = DeviceNonceRecord(deviceId: "d", nonce: "n", expiresAt: 10)
        let bytes = WireCoding.encode(record)
        let entry = StoreEntry.put(
            table: DeviceNonceRecord.tableNumber, key: record.storeKey, order: 0, indexValue: nil,
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
