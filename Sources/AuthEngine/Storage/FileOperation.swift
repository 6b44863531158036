/// The file-system step that failed, named so an error message can say what the store was doing.
package enum FileOperation: String, Sendable, Equatable {
    /// Creating a directory of the store's directory chain.
    case createDirectory = "create directory"
    /// Setting the permission bits of a directory or file.
    case setPermissions = "set permissions of"
    /// Inspecting a file's metadata.
    case inspect = "inspect"
    /// Opening a file or directory.
    case open = "open"
    /// Reading a document's bytes.
    case read = "read"
    /// Writing a document's bytes to its temporary file.
    case write = "write"
    /// Flushing a file or directory to stable storage.
    case synchronize = "synchronize"
    /// Closing a file after writing it.
    case close = "close"
    /// Renaming a temporary file over its document.
    case replace = "replace"
    /// Removing a document.
    case remove = "remove"
    /// Taking an exclusive advisory lock.
    case lock = "lock"
    /// Listing the documents of a directory.
    case list = "list"
    /// Finding the current directory to resolve a relative path.
    case findCurrentDirectory = "resolve a path against the current directory"
}
