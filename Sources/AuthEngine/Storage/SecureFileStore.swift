/// A directory of versioned JSON documents, private to its user, written atomically and durably.
///
/// Directories it creates are 0700 and every file it creates is 0600 from the moment it exists,
/// whatever the umask. Read-modify-write goes through `update`, which holds a per-document `flock`
/// so concurrent processes and threads never lose an update. Opening it removes the temporary
/// files of writes that a crash or `kill -9` interrupted.
package struct SecureFileStore: Sendable {
    /// The absolute path of the directory holding the documents.
    package let directory: String
    /// What each document was last decoded as, so bytes read again are not decoded again.
    private let decoded = DecodedDocuments()

    /// The largest document the store reads, in bytes: far above any real one (a state document
    /// with thousands of sessions is a few megabytes), and a bound on what a file can make it load.
    package static let maximumDocumentByteCount = 64 << 20

    /// Opens the store at `directory`, creating it and any missing parents with mode 0700, and
    /// removes the temporary files interrupted writes left there.
    package init(directory: String) throws(StoreError) {
        let absolute = try FileSystem.absolutePath(directory)
        try FileSystem.createDirectoryChain(absolute)
        self.directory = absolute
        // Best effort: a home this user may only read must still open; leftovers wait for the
        // next opening, and a leftover costs disk space only (no read ever looks at one).
        _ = try? removeOrphanedTemporaryFiles()
    }

    /// Removes the temporary files (`.<name>.tmp-<hex>`) of writes that died between creating one
    /// and renaming it over its document, and returns their names, sorted.
    ///
    /// A live write's file is never taken, in this process or another: every write holds the
    /// directory's lock shared while its file exists, and this takes it exclusively without waiting,
    /// so while a write is under way it removes nothing.
    @discardableResult
    package func removeOrphanedTemporaryFiles() throws(StoreError) -> [String] {
        try FileSystem.removeOrphanedFiles(in: directory, matching: DocumentName.isTemporaryFileName).sorted()
    }

    /// Reads the document called `name`, or returns nil when there is none.
    package func read<Document: StoredDocument>(
        _ type: Document.Type, named name: String
    ) throws(StoreError) -> Document? {
        try read(type, named: DocumentName(name))
    }

    /// Replaces the document called `name` with `document` atomically and durably.
    package func write<Document: StoredDocument>(_ document: Document, named name: String) throws(StoreError)
    {
        try write(document, named: DocumentName(name))
    }

    /// Reads the document (or `defaultDocument` when absent), lets `body` change it, and writes it back,
    /// all under the document's exclusive lock; if `body` throws, nothing is written.
    package func update<Document: StoredDocument, Result, Failure: Error>(
        _ type: Document.Type,
        named name: String,
        default defaultDocument: @autoclosure () -> Document,
        _ body: (inout Document) throws(Failure) -> Result
    ) throws(TransactionError<Failure>) -> Result {
        let documentName: DocumentName
        do { documentName = try DocumentName(name) } catch { throw .store(error) }
        let lock: ExclusiveLock
        do { lock = try ExclusiveLock(lockFilePath: path(of: documentName.lockFileName)) } catch {
            throw .store(error)
        }
        defer { lock.release() }
        var document: Document
        do { document = try read(type, named: documentName) ?? defaultDocument() } catch {
            throw .store(error)
        }
        let result: Result
        do { result = try body(&document) } catch { throw .aborted(error) }
        do { try write(document, named: documentName) } catch { throw .store(error) }
        return result
    }

    /// Runs `body` holding the exclusive lock called `name`, for transactions over several documents.
    ///
    /// It is the lock `update` takes for the document called `name`, so the two exclude each other.
    /// Inside `body` use `read` and `write`: the lock is not reentrant, so `update` of that document or
    /// this method with the same name would deadlock. Nested locks must be taken in one agreed order.
    package func withExclusiveLock<Result, Failure: Error>(
        named name: String, _ body: () throws(Failure) -> Result
    ) throws(TransactionError<Failure>) -> Result {
        let lockPath: String
        do { lockPath = path(of: try DocumentName(name).lockFileName) } catch { throw .store(error) }
        let lock: ExclusiveLock
        do { lock = try ExclusiveLock(lockFilePath: lockPath) } catch { throw .store(error) }
        defer { lock.release() }
        do { return try body() } catch { throw .aborted(error) }
    }

    /// Removes the document called `name`, returning false when there was none.
    ///
    /// The lock file stays: unlinking it while another process waits on it would split the lock.
    @discardableResult
    package func remove(named name: String) throws(StoreError) -> Bool {
        let removed = try FileSystem.removeFileIfPresent(path(of: DocumentName(name).rawValue))
        decoded.forget(named: name)
        if removed { try FileSystem.synchronizeDirectory(directory) }
        return removed
    }

    /// The names of the documents in the store, sorted; lock and temporary files are not listed.
    package func documentNames() throws(StoreError) -> [String] {
        try FileSystem.regularFileNames(in: directory).filter(DocumentName.isValid).sorted()
    }

    private func read<Document: StoredDocument>(
        _ type: Document.Type, named name: DocumentName
    ) throws(StoreError) -> Document? {
        guard
            let bytes = try FileSystem.readFileIfPresent(
                path(of: name.rawValue), maximumByteCount: Self.maximumDocumentByteCount)
        else { return nil }
        if let document = decoded.document(type, named: name.rawValue, from: bytes) { return document }
        let document = try DocumentCodec.decode(type, from: bytes, name: name)
        decoded.remember(document, named: name.rawValue, bytes: bytes)
        return document
    }

    private func write<Document: StoredDocument>(
        _ document: Document, named name: DocumentName
    ) throws(StoreError) {
        // Encoding first means a value that cannot be encoded never touches the disk.
        let bytes = try DocumentCodec.encode(document, name: name)
        try FileSystem.replaceAtomically(
            path(of: name.rawValue), in: directory,
            temporaryName: { name.temporaryFileName(unique: UInt64.random(in: .min ... .max)) },
            with: bytes)
        decoded.remember(document, named: name.rawValue, bytes: bytes)
    }

    private func path(of fileName: String) -> String {
        directory == "/" ? "/" + fileName : directory + "/" + fileName
    }
}
