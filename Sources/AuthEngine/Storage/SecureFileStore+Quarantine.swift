import Glibc

extension SecureFileStore {
    /// Moves the document called `name` aside as `<name>.corrupt-<time>`, so the next read finds
    /// nothing and starts clean while the damaged bytes stay available for inspection.
    ///
    /// Returns the new name. Held under the document's lock so no writer is halfway through it.
    @discardableResult
    package func quarantine(named name: String, at time: Int64) throws(StoreError) -> String {
        let source = try DocumentName(name)
        let target = try DocumentName("\(name).corrupt-\(time)")
        do {
            try withExclusiveLock(named: source.rawValue) { () throws(StoreError) in
                try moveAside(source, to: target)
            }
        } catch {
            throw error.storeFailure
        }
        return target.rawValue
    }

    /// Moves the document called `name` aside, as `quarantine` does, only if it still cannot be read
    /// as `type` once its lock is held: another process may have set it aside, or written a good one,
    /// since the caller found it damaged.
    ///
    /// Returns the new name, or nil when the document was readable or absent and stayed as it was.
    /// Only damage is moved: a document that cannot be opened at all (permissions, I/O) is reported.
    package func quarantineIfUnreadable<Document: StoredDocument>(
        _ type: Document.Type, named name: String, at time: Int64
    ) throws(StoreError) -> String? {
        let source = try DocumentName(name)
        let target = try DocumentName("\(name).corrupt-\(time)")
        do {
            return try withExclusiveLock(named: source.rawValue) { () throws(StoreError) -> String? in
                do throws(StoreError) {
                    _ = try read(type, named: source.rawValue)
                    return nil
                } catch .corrupt, .unsupportedSchemaVersion {
                    try moveAside(source, to: target)
                    return target.rawValue
                }
            }
        } catch {
            throw error.storeFailure
        }
    }

    private func moveAside(_ source: DocumentName, to target: DocumentName) throws(StoreError) {
        let sourcePath = directory + "/" + source.rawValue
        guard rename(sourcePath, directory + "/" + target.rawValue) == 0 else {
            throw StoreError.fileSystem(.replace, path: sourcePath, errno: errno)
        }
        try FileSystem.synchronizeDirectory(directory)
    }
}

extension TransactionError<StoreError> {
    /// The store error, whether locking failed or the locked body did.
    fileprivate var storeFailure: StoreError {
        switch self {
        case .store(let error), .aborted(let error): error
        }
    }
}
