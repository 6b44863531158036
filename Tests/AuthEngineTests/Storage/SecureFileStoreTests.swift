import AuthEngine
import TestSupport
import Testing

@Suite struct SecureFileStoreTests {
    @Test func readsBackWhatItWrote() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(SecretNote.sample, named: "note")
            #expect(try store.read(SecretNote.self, named: "note") == SecretNote.sample)
        }
    }

    @Test func readsAnAbsentDocumentAsNil() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            #expect(try store.read(SecretNote.self, named: "missing") == nil)
        }
    }

    @Test func storesTheSchemaVersionInAnEnvelope() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(Counter(value: 7), named: "counter")
            let text = String(
                decoding: try FileInspection.contents(of: temporary + "/counter"), as: UTF8.self)
            #expect(text.contains(#""schemaVersion":1"#))
            #expect(text.contains(#""document":{"value":7}"#))
        }
    }

    @Test func overwritesAndLeavesNoTemporaryFiles() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            for value in 1...5 { try store.write(Counter(value: value), named: "counter") }
            #expect(try store.read(Counter.self, named: "counter") == Counter(value: 5))
            #expect(try FileInspection.fileNames(in: temporary) == ["counter"])
        }
    }

    @Test func updateStartsFromTheDefaultAndReturnsTheBodysResult() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            let first = try store.update(Counter.self, named: "counter", default: Counter(value: 10)) {
                $0.value += 1
                return $0.value
            }
            let second = try store.update(Counter.self, named: "counter", default: Counter(value: 10)) {
                $0.value += 1
                return $0.value
            }
            #expect([first, second] == [11, 12])
            #expect(try store.read(Counter.self, named: "counter") == Counter(value: 12))
        }
    }

    struct Refusal: Error, Equatable {}

    @Test func updateWritesNothingWhenTheBodyThrows() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(Counter(value: 1), named: "counter")

            #expect(throws: TransactionError.aborted(Refusal())) {
                try store.update(Counter.self, named: "counter", default: Counter(value: 0)) {
                    (counter: inout Counter) throws(Refusal) in
                    counter.value = 99
                    throw Refusal()
                }
            }
            #expect(throws: TransactionError.aborted(Refusal())) {
                try store.update(Counter.self, named: "fresh", default: Counter(value: 0)) {
                    (counter: inout Counter) throws(Refusal) in
                    counter.value = 99
                    throw Refusal()
                }
            }

            #expect(try store.read(Counter.self, named: "counter") == Counter(value: 1))
            #expect(try store.read(Counter.self, named: "fresh") == nil)
        }
    }

    @Test func updateRefusesToReplaceACorruptDocumentWithTheDefault() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try FileInspection.replaceContents(of: temporary + "/counter", with: Array("{\"sch".utf8))

            #expect(throws: TransactionError<Never>.store(.corrupt(name: "counter"))) {
                try store.update(Counter.self, named: "counter", default: Counter(value: 0)) { $0.value += 1 }
            }
            #expect(try FileInspection.contents(of: temporary + "/counter") == Array("{\"sch".utf8))
        }
    }

    @Test func exclusiveLockSpansReadsAndWritesOfSeveralDocuments() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(Counter(value: 5), named: "source")
            try store.withExclusiveLock(named: "server") { () throws(StoreError) in
                let source = try store.read(Counter.self, named: "source") ?? Counter(value: 0)
                try store.write(Counter(value: 0), named: "source")
                try store.write(source, named: "target")
            }
            #expect(try store.read(Counter.self, named: "source") == Counter(value: 0))
            #expect(try store.read(Counter.self, named: "target") == Counter(value: 5))
        }
    }

    @Test func removesDocumentsAndReportsWhetherOneExisted() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(Counter(value: 1), named: "counter")
            #expect(try store.remove(named: "counter"))
            #expect(try store.remove(named: "counter") == false)
            #expect(try store.read(Counter.self, named: "counter") == nil)
        }
    }

    @Test func listsDocumentsButNotLockFiles() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(Counter(value: 1), named: "b")
            try store.update(Counter.self, named: "a", default: Counter(value: 0)) { $0.value += 1 }
            try store.withExclusiveLock(named: "server") {}
            #expect(try store.documentNames() == ["a", "b"])
            #expect(try FileInspection.fileNames(in: temporary) == [".a.lock", ".server.lock", "a", "b"])
        }
    }

    @Test func resolvesARelativeDirectoryOnceAtOpening() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary + "/./nested/")
            #expect(store.directory == temporary + "/nested")
        }
    }
}
