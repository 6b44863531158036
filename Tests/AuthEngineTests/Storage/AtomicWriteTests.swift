import AuthEngine
import TestSupport
import Testing

@Suite struct AtomicWriteTests {
    @Test func keepsTheOldDocumentWhenEncodingFails() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            try store.write(SecretNote.sample, named: "note")
            let before = try FileInspection.contents(of: temporary + "/note")

            #expect(throws: StoreError.encodingFailed(name: "note")) {
                try store.write(UnencodableNote(), named: "note")
            }

            #expect(try FileInspection.contents(of: temporary + "/note") == before)
            #expect(try FileInspection.fileNames(in: temporary) == ["note"])
        }
    }

    /// A directory in the document's place makes the final rename fail after the temporary file was
    /// written and synced, without relying on permissions (tests may run as root).
    @Test func removesTheTemporaryFileWhenTheRenameFails() throws {
        try withTemporaryDirectory { temporary in
            let store = try SecureFileStore(directory: temporary)
            _ = try SecureFileStore(directory: temporary + "/note/occupied")

            #expect {
                try store.write(SecretNote.sample, named: "note")
            } throws: { error in
                guard case .fileSystem(.replace, let path, _) = error as? StoreError else { return false }
                return path == temporary + "/note"
            }

            #expect(try FileInspection.fileNames(in: temporary) == ["note"])
            #expect(try FileInspection.fileNames(in: temporary + "/note") == ["occupied"])
        }
    }
}
