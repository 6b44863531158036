import Glibc

/// Why a store operation failed; messages name documents and paths but never include file contents.
package enum StoreError: Error, Equatable, CustomStringConvertible {
    /// No home directory could be resolved from the flag or the environment.
    case homeNotFound
    /// A document name that could escape the store or collide with its private files.
    case invalidDocumentName(String)
    /// A document exists but is not a complete, well-formed document of the expected shape.
    case corrupt(name: String)
    /// A document was written with a schema version this build does not read.
    case unsupportedSchemaVersion(name: String, found: Int, expected: Int)
    /// A value could not be encoded as JSON, or holds a value a reader would refuse; nothing was written.
    case encodingFailed(name: String)
    /// A system call failed; `errno` is the code it reported.
    case fileSystem(FileOperation, path: String, errno: Int32)

    /// A sentence a person can act on.
    package var description: String {
        switch self {
        case .homeNotFound:
            return "cannot find a home directory for viper-auth: pass --home DIR, "
                + "or set VIPER_AUTH_HOME, XDG_STATE_HOME or HOME"
        case .invalidDocumentName(let name):
            return "invalid document name \"\(name)\": use 1 to \(DocumentName.maximumLength) letters, "
                + "digits, '-', '_' or '.', not starting with '.' and without '..'"
        case .corrupt(let name):
            return "document \"\(name)\" is corrupt or truncated; remove it or restore it from a backup"
        case .unsupportedSchemaVersion(let name, let found, let expected):
            return "document \"\(name)\" has schema version \(found), "
                + "but this build reads only version \(expected)"
        case .encodingFailed(let name):
            return "cannot encode document \"\(name)\"; nothing was written"
        case .fileSystem(let operation, let path, let code):
            return "cannot \(operation.rawValue) \"\(path)\": \(String(cString: strerror(code)))"
        }
    }
}
