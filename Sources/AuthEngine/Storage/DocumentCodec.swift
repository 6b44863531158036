/// Turns documents into envelope bytes and back, mapping every failure to an error without contents.
enum DocumentCodec {
    static func encode<Document: StoredDocument>(
        _ document: Document, name: DocumentName
    ) throws(StoreError) -> [UInt8] {
        // What would be refused as corrupt when read back is never written, so no bug or request can
        // leave the next reader a document it cannot open.
        do throws(DocumentViolation) {
            try document.validate()
        } catch {
            throw .encodingFailed(name: name.rawValue)
        }
        do {
            return try JSONValueEncoder.encode(DocumentEnvelope(document))
        } catch {
            throw .encodingFailed(name: name.rawValue)
        }
    }

    static func decode<Document: StoredDocument>(
        _ type: Document.Type, from bytes: [UInt8], name: DocumentName
    ) throws(StoreError) -> Document {
        let document: Document
        do {
            document = try JSONValueDecoder.decode(
                DocumentEnvelope<Document>.self, from: bytes,
                maximumByteCount: SecureFileStore.maximumDocumentByteCount
            ).document
        } catch let mismatch as DocumentEnvelope<Document>.VersionMismatch {
            throw .unsupportedSchemaVersion(
                name: name.rawValue, found: mismatch.found, expected: Document.schemaVersion)
        } catch {
            // Decoding errors can quote the offending values, which may be secrets; keep only the name.
            throw .corrupt(name: name.rawValue)
        }
        // Well-formed JSON can still hold values no writer made (a short key, a negative count).
        do throws(DocumentViolation) {
            try document.validate()
        } catch {
            throw .corrupt(name: name.rawValue)
        }
        return document
    }
}
