/// Why a store operation failed: it names documents and paths, never a file's contents; the app
/// words it (`StorageText`).
package enum StoreError: Error, Equatable {
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
}
