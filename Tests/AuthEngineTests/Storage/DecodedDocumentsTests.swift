import Glibc
import Synchronization
import TestSupport
import Testing

@testable import AuthEngine

/// A document that counts how often it is decoded, per tag, so a test sees whether a read decoded.
private struct CountedNote: StoredDocument, Equatable {
    static let schemaVersion = 1
    /// How many times a note with each tag was decoded.
    static let decodings = Mutex<[String: Int]>([:])

    var tag: String
    var text: String

    init(tag: String, text: String) {
        self.tag = tag
        self.text = text
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tag = try container.decode(String.self, forKey: .tag)
        text = try container.decode(String.self, forKey: .text)
        Self.decodings.withLock { [tag] in $0[tag, default: 0] += 1 }
    }

    static func decodings(of tag: String) -> Int { decodings.withLock { $0[tag] ?? 0 } }

    /// A tag no other test uses (the tests run side by side).
    static func uniqueTag() -> String { "note-\(UInt64.random(in: .min ... .max))" }
}

@Suite("The store decodes a document again only when its bytes changed")
struct DecodedDocumentsTests {
    @Test("the same bytes read again are not decoded again, by the store or a copy of it")
    func sameBytesDecodeOnce() throws {
        try withTemporaryDirectory { directory in
            let tag = CountedNote.uniqueTag()
            try SecureFileStore(directory: directory).write(CountedNote(tag: tag, text: "one"), named: "note")
            let store = try SecureFileStore(directory: directory)
            let copy = store

            #expect(try store.read(CountedNote.self, named: "note") == CountedNote(tag: tag, text: "one"))
            #expect(try store.read(CountedNote.self, named: "note") == CountedNote(tag: tag, text: "one"))
            #expect(try copy.read(CountedNote.self, named: "note") == CountedNote(tag: tag, text: "one"))
            #expect(CountedNote.decodings(of: tag) == 1)
        }
    }

    @Test("what another store wrote meanwhile is read, not the value decoded before")
    func anotherWriterIsSeen() throws {
        try withTemporaryDirectory { directory in
            let tag = CountedNote.uniqueTag()
            let reader = try SecureFileStore(directory: directory)
            let writer = try SecureFileStore(directory: directory)
            try writer.write(CountedNote(tag: tag, text: "first"), named: "note")
            #expect(try reader.read(CountedNote.self, named: "note")?.text == "first")

            // Same length, so only the bytes tell the two apart.
            try writer.write(CountedNote(tag: tag, text: "other"), named: "note")
            #expect(try reader.read(CountedNote.self, named: "note")?.text == "other")
            #expect(CountedNote.decodings(of: tag) == 2)

            _ = try writer.remove(named: "note")
            #expect(try reader.read(CountedNote.self, named: "note") == nil)
        }
    }

    @Test("bytes damaged behind the store's back are refused, though they were read fine before")
    func damageAfterAReadIsRefused() throws {
        try withTemporaryDirectory { directory in
            let store = try SecureFileStore(directory: directory)
            try store.write(CountedNote(tag: CountedNote.uniqueTag(), text: "kept"), named: "note")
            #expect(try store.read(CountedNote.self, named: "note")?.text == "kept")

            let descriptor = open(directory + "/note", O_WRONLY | O_TRUNC)
            #expect(descriptor >= 0)
            let garbage = Array(#"{"document":"#.utf8)
            #expect(write(descriptor, garbage, garbage.count) == garbage.count)
            close(descriptor)

            #expect(throws: StoreError.corrupt(name: "note")) {
                try store.read(CountedNote.self, named: "note")
            }
        }
    }

    @Test("a document read as another type is decoded as that type")
    func anotherTypeIsDecoded() throws {
        try withTemporaryDirectory { directory in
            let store = try SecureFileStore(directory: directory)
            try store.write(SecretNote.sample, named: "note")
            #expect(try store.read(SecretNote.self, named: "note") == SecretNote.sample)
            #expect(throws: StoreError.corrupt(name: "note")) {
                try store.read(Counter.self, named: "note")
            }
            #expect(try store.read(SecretNote.self, named: "note") == SecretNote.sample)
        }
    }
}
