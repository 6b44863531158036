/// The file-system step that failed, so an error can say what the store was doing.
package enum FileOperation: Sendable, Equatable {
    /// Creating a directory of the store's directory chain.
    case createDirectory
    /// Setting the permission bits of a directory or file.
    case setPermissions
    /// Inspecting a file's metadata.
    case inspect
    /// Opening a file or directory.
    case open
    /// Reading a document's bytes.
    case read
    /// Writing a document's bytes to its temporary file.
    case write
    /// Flushing a file or directory to stable storage.
    case synchronize
    /// Closing a file after writing it.
    case close
    /// Renaming a temporary file over its document.
    case replace
    /// Removing a document.
    case remove
    /// Taking an exclusive advisory lock.
    case lock
    /// Listing the documents of a directory.
    case list
    /// Finding the current directory to resolve a relative path.
    case findCurrentDirectory
}
