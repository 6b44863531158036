import Glibc
import TestSupport
import Testing

@testable import AuthEngine

/// A document with a rule its JSON shape cannot express: the count is never negative.
private struct BoundedNote: StoredDocument, Equatable {
    static let schemaVersion = 1

    var count: Int

    func validate() throws(DocumentViolation) {
        guard count >= 0 else { throw DocumentViolation(field: "count") }
    }
}

@Suite("Documents are checked when read and before they are written; no file makes a read hang or balloon")
struct DocumentValidationTests {
    @Test("a well-formed document that breaks its own rules reads as corrupt")
    func violationReadsAsCorrupt() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try FileInspection.replaceContents(
                of: temporary + "/note", with: Array(#"{"schemaVersion":1,"document":{"count":-1}}"#.utf8))
            #expect(throws: StoreError.corrupt(name: "note")) {
                try store.read(BoundedNote.self, named: "note")
            }
            try FileInspection.replaceContents(
                of: temporary + "/note", with: Array(#"{"schemaVersion":1,"document":{"count":2}}"#.utf8))
            #expect(try store.read(BoundedNote.self, named: "note") == BoundedNote(count: 2))
        }
    }

    @Test("a document that would read back as corrupt is never written, and the old one stays")
    func violationIsNotWritten() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(BoundedNote(count: 1), named: "note")
            let before = try FileInspection.contents(of: temporary + "/note")

            #expect(throws: StoreError.encodingFailed(name: "note")) {
                try store.write(BoundedNote(count: -1), named: "note")
            }
            let refusal = #expect(throws: TransactionError<Never>.self) {
                try store.update(BoundedNote.self, named: "note", default: BoundedNote(count: 0)) {
                    $0.count = -5
                }
            }
            #expect(refusal == .store(.encodingFailed(name: "note")))

            #expect(try FileInspection.contents(of: temporary + "/note") == before)
            #expect(try FileInspection.fileNames(in: temporary).filter { !$0.hasPrefix(".") } == ["note"])
        }
    }

    @Test("a file longer than the limit is refused before it is read, naming the file")
    func oversizedFile() throws {
        try withTemporaryDirectory { temporary in
            let path = temporary + "/note"
            try FileInspection.replaceContents(of: path, with: Array(repeating: UInt8(ascii: " "), count: 11))
            #expect(throws: StoreError.fileSystem(.read, path: path, errno: EFBIG)) {
                try FileSystem.readFileIfPresent(path, maximumByteCount: 10)
            }
            try FileInspection.replaceContents(of: path, with: Array(repeating: UInt8(ascii: " "), count: 10))
            #expect(try FileSystem.readFileIfPresent(path, maximumByteCount: 10)?.count == 10)
        }
    }

    @Test("a sparse file of many gigabytes is refused by its size, without allocating it")
    func sparseGiant() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            let path = temporary + "/note"
            let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
            try #require(descriptor >= 0)
            try #require(ftruncate(descriptor, 8 << 30) == 0)
            close(descriptor)
            #expect(throws: StoreError.fileSystem(.read, path: path, errno: EFBIG)) {
                try store.read(SecretNote.self, named: "note")
            }
        }
    }

    @Test("a FIFO where a document belongs is refused at once instead of waiting for a writer")
    func fifo() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            let path = temporary + "/note"
            try #require(mkfifo(path, 0o600) == 0)
            #expect(throws: StoreError.fileSystem(.read, path: path, errno: EINVAL)) {
                try store.read(SecretNote.self, named: "note")
            }
        }
    }

    @Test("quarantineIfUnreadable moves only a document that is still damaged, bytes intact")
    func quarantineIfUnreadable() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            #expect(try store.quarantineIfUnreadable(SecretNote.self, named: "note", at: 7) == nil)

            try store.write(SecretNote.sample, named: "note")
            #expect(try store.quarantineIfUnreadable(SecretNote.self, named: "note", at: 7) == nil)
            #expect(try store.read(SecretNote.self, named: "note") == SecretNote.sample)

            let damage = Array(#"{"schemaVersion":1,"document":{"title":1}}"#.utf8)
            try FileInspection.replaceContents(of: temporary + "/note", with: damage)
            #expect(
                try store.quarantineIfUnreadable(SecretNote.self, named: "note", at: 7) == "note.corrupt-7")
            #expect(try store.documentNames() == ["note.corrupt-7"])
            #expect(try FileInspection.contents(of: temporary + "/note.corrupt-7") == damage)

            try store.write(SecretNoteVersion2(title: "t", secret: "s", attempts: 1, tags: []), named: "note")
            #expect(
                try store.quarantineIfUnreadable(SecretNote.self, named: "note", at: 8) == "note.corrupt-8")
        }
    }
}
