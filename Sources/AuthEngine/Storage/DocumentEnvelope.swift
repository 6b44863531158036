/// The on-disk shape `{"schemaVersion": N, "document": {...}}`, checking the version before the body.
struct DocumentEnvelope<Document: StoredDocument>: Codable {
    /// Thrown while decoding so the version is checked before a body of another schema is parsed.
    struct VersionMismatch: Error {
        let found: Int
    }

    let schemaVersion: Int
    let document: Document

    private typealias CodingKeys = DocumentEnvelopeKeys

    init(_ document: Document) {
        self.schemaVersion = Document.schemaVersion
        self.document = document
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let found = try container.decode(Int.self, forKey: .schemaVersion)
        guard found == Document.schemaVersion else { throw VersionMismatch(found: found) }
        self.schemaVersion = found
        self.document = try container.decode(Document.self, forKey: .document)
    }
}

/// `DocumentEnvelope`'s keys, outside the generic type: nested in it they would be a type of their
/// own for every kind of document, and each would have its decoding container's generic class
/// built at run time again (about 15,000 instructions per kind at start-up).
private enum DocumentEnvelopeKeys: String, CodingKey {
    case schemaVersion
    case document
}
