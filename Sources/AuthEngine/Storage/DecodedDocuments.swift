import Synchronization

/// The value each document of a store was last decoded as, with the bytes it was decoded from.
///
/// A store reads a document's file on every read, because another process may have replaced it
/// since; when the bytes are the ones decoded last time, the value decoded then is returned instead
/// of being decoded again. Decoding is a pure function of the bytes, so the answer is the same,
/// only cheaper: a restored session's start reads the profile list three times and the session
/// twice (the start-up, then the Dashboard), and decoding them again cost 230,000 of its 5.7
/// million instructions (callgrind). A write leaves what it wrote here too, so reading it back
/// decodes nothing.
///
/// Shared by every copy of the store it was made for, and released with the last of them.
final class DecodedDocuments: Sendable {
    private struct Entry: Sendable {
        var bytes: [UInt8]
        var document: any StoredDocument
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// The document called `name` as last decoded, when it was decoded from exactly `bytes` as
    /// a `Document`.
    func document<Document: StoredDocument>(
        _ type: Document.Type, named name: String, from bytes: [UInt8]
    ) -> Document? {
        entries.withLock { entries in
            guard let entry = entries[name], entry.bytes == bytes else { return nil }
            return entry.document as? Document
        }
    }

    /// Remembers that `bytes`, the file called `name`, hold `document`.
    func remember(_ document: some StoredDocument, named name: String, bytes: [UInt8]) {
        entries.withLock { $0[name] = Entry(bytes: bytes, document: document) }
    }

    /// Forgets the document called `name` (it was removed).
    func forget(named name: String) {
        _ = entries.withLock { $0.removeValue(forKey: name) }
    }
}
