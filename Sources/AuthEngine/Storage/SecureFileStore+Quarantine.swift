import Glibc

extension SecureFileStore {
    /// Moves the document called `name` aside as `<name>.corrupt-<time>`, so the next read finds
    /// nothing and starts clean while the damaged bytes stay available for inspection.
    ///
    /// Returns the new name. Held under the document's lock so no writer is halfway through it.
    @discardableResult
    public func quarantine(named name: String, at time: Int64) throws(StoreError) -> String {
        let source = try DocumentName(name)
        let target = try DocumentName("\(name).corrupt-\(time)")
        let sourcePath = directory + "/" + source.rawValue
        do {
            try withExclusiveLock(named: source.rawValue) { () throws(StoreError) in
                guard rename(sourcePath, directory + "/" + target.rawValue) == 0 else {
                    throw StoreError.fileSystem(.replace, path: sourcePath, errno: errno)
                }
                try FileSystem.synchronizeDirectory(directory)
            }
        } catch {
            switch error {
            case .store(let storeError), .aborted(let storeError): throw storeError
            }
        }
        return target.rawValue
    }
}
