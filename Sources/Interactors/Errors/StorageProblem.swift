import AuthEngine

/// Which storage operation failed, and on what: names and numbers, never a file's contents and
/// never a sentence (`StorageText` in Presenters words it).
package enum StorageProblem: Equatable, Sendable {
    /// No home directory could be found: no `--home`, and none of the variables that name one.
    case homeNotFound
    /// A document name that could escape the store (a programming mistake, not the person's).
    case invalidDocumentName(String)
    /// The document exists but is not a complete, well-formed document of its kind.
    case corrupt(document: String)
    /// The document was written by a build that uses another schema version.
    case unsupportedSchemaVersion(document: String, found: Int, expected: Int)
    /// A value could not be encoded, so nothing was written.
    case encodingFailed(document: String)
    /// A system call on `path` failed with `errorNumber` (an `errno` value).
    case fileSystem(FileStep, path: String, errorNumber: Int32)

    init(_ error: StoreError) {
        switch error {
        case .homeNotFound: self = .homeNotFound
        case .invalidDocumentName(let name): self = .invalidDocumentName(name)
        case .corrupt(let name): self = .corrupt(document: name)
        case .unsupportedSchemaVersion(let name, let found, let expected):
            self = .unsupportedSchemaVersion(document: name, found: found, expected: expected)
        case .encodingFailed(let name): self = .encodingFailed(document: name)
        case .fileSystem(let operation, let path, let code):
            self = .fileSystem(FileStep(operation), path: path, errorNumber: code)
        }
    }
}

/// The file-system step that failed.
package enum FileStep: Equatable, Sendable, CaseIterable {
    /// Creating a directory of the store's directory chain.
    case createDirectory
    /// Setting the permission bits of a directory or file.
    case setPermissions
    /// Reading a file's metadata.
    case inspect
    /// Opening a file or directory.
    case open
    /// Reading a document.
    case read
    /// Writing a document to its temporary file.
    case write
    /// Flushing a file or directory to stable storage.
    case synchronize
    /// Closing a file after writing it.
    case close
    /// Renaming a temporary file over its document.
    case replace
    /// Removing a document.
    case remove
    /// Taking the store's lock.
    case lock
    /// Listing a directory.
    case list
    /// Finding the current directory, to resolve a relative path.
    case findCurrentDirectory

    init(_ operation: FileOperation) {
        switch operation {
        case .createDirectory: self = .createDirectory
        case .setPermissions: self = .setPermissions
        case .inspect: self = .inspect
        case .open: self = .open
        case .read: self = .read
        case .write: self = .write
        case .synchronize: self = .synchronize
        case .close: self = .close
        case .replace: self = .replace
        case .remove: self = .remove
        case .lock: self = .lock
        case .list: self = .list
        case .findCurrentDirectory: self = .findCurrentDirectory
        }
    }
}
