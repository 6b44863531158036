import Testing

@testable import AuthEngine

/// The list of tables in `ServerState`: a new kind of record is a table in each pass over them,
/// with a number no other table has (the journal and snapshots name a record's table by it).
@Suite("The server's tables")
struct ServerStateTablesTests {
    @Test("every table has a number of its own, in order, and each pass over the tables visits every one")
    func tableNumbersAreUniqueAndEveryPassSeesEachTable() throws {
        var state = ServerState()
        var visited = TableNumbers()
        var read = TableNumbers()

        try state.visitTables(&visited)
        state.readTables(&read)

        #expect(visited.numbers.count > 10, "the tables were visited")
        #expect(Set(visited.numbers).count == visited.numbers.count, "a number used by two tables")
        #expect(visited.numbers == visited.numbers.sorted(), "visitTables goes in table-number order")
        #expect(read.numbers == visited.numbers, "readTables and visitTables pass over the same tables")
    }
}

/// The table numbers of the tables a pass over `ServerState` hands it, in order.
private struct TableNumbers: StoreTableVisitor, StoreTableReader {
    var numbers: [UInt8] = []

    mutating func visit<Record: StoredRecord>(_ table: inout StoreTable<Record>) {
        numbers.append(Record.tableNumber)
    }

    mutating func read<Record: StoredRecord>(_ table: StoreTable<Record>) {
        numbers.append(Record.tableNumber)
    }
}
