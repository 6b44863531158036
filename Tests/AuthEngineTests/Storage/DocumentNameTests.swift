import AuthEngine
import TestSupport
import Testing

@Suite struct DocumentNameTests {
    static let invalidNames = [
        "", ".hidden", ".", "..", "../escape", "a/b", "/absolute", "a..b", "trailing..",
        "with space", "tab\t", "nul\u{0}byte", "ünïcode", String(repeating: "a", count: 129),
    ]

    @Test(arguments: invalidNames)
    func rejectsUnsafeNamesEverywhere(_ name: String) throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            let expected = StoreError.invalidDocumentName(name)
            #expect(throws: expected) { try store.read(Counter.self, named: name) }
            #expect(throws: expected) { try store.write(Counter(value: 1), named: name) }
            #expect(throws: expected) { try store.remove(named: name) }
            #expect(throws: TransactionError<Never>.store(expected)) {
                try store.update(Counter.self, named: name, default: Counter(value: 0)) { $0.value += 1 }
            }
            #expect(throws: TransactionError<Never>.store(expected)) {
                try store.withExclusiveLock(named: name) {}
            }
            #expect(try FileInspection.fileNames(in: temporary).isEmpty)
        }
    }

    @Test(arguments: ["pin", "server-state", "tokens_v2", "a.b", "A9", String(repeating: "a", count: 128)])
    func acceptsPlainNames(_ name: String) throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(Counter(value: 1), named: name)
            #expect(try store.read(Counter.self, named: name) == Counter(value: 1))
        }
    }
}
