@testable import AuthEngine

/// Reads `input` as a stored `Document` the way every store reads a file; a document it accepts
/// passes its own validation, is written again, and reads back to the same bytes.
func checkRoundTrip<Document: StoredDocument>(_ type: Document.Type, _ input: [UInt8]) {
    // Any name serves: the codec puts it only in the errors it throws.
    guard let name = try? DocumentName("fuzz.json") else { fatalError("a plain document name was refused") }
    guard let document = try? DocumentCodec.decode(type, from: input, name: name) else { return }
    let written: [UInt8]
    do {
        written = try DocumentCodec.encode(document, name: name)
    } catch {
        fatalError("a \(type) the reader accepted cannot be written: \(error)")
    }
    let reread: Document
    do {
        reread = try DocumentCodec.decode(type, from: written, name: name)
    } catch {
        fatalError("a \(type) as written does not read back: \(error)")
    }
    require((try? DocumentCodec.encode(reread, name: name)) == written, "a \(type) changed when read back")
}

/// `checkRoundTrip` for a type known only at run time.
func checkRoundTrip(of type: any StoredDocument.Type, _ input: [UInt8]) {
    checkRoundTrip(type, input)
}
