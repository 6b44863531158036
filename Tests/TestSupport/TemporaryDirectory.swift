import Glibc

/// A new directory for one test, made by `mkdtemp(3)`: its name cannot be guessed and only this
/// user may enter it (0700), so no other process can plant files in it or read what a test wrote.
package struct TemporaryDirectory: Sendable {
    /// The directory's absolute path.
    package let path: String

    /// Makes the directory under `/tmp`; with `inMemory`, under `/dev/shm` when the system has it,
    /// for tests that write many times (every write of the engine's store is synchronised to disk).
    package init(prefix: String = "viper-auth-test", inMemory: Bool = false) throws(TemporaryDirectoryError) {
        let parent = inMemory && access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
        var template = Array("\(parent)/\(prefix)-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else { throw .cannotCreate(errno: errno) }
        path = String(cString: created)
    }

    /// Removes the directory and everything in it, lock files included.
    package func remove() {
        Self.removeTree(path)
    }

    private static func removeTree(_ path: String) {
        guard let directory = opendir(path) else {
            unlink(path)
            return
        }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = path + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) { removeTree(child) } else { unlink(child) }
        }
        closedir(directory)
        rmdir(path)
    }
}

/// Why a temporary directory or file could not be made.
package enum TemporaryDirectoryError: Error, CustomStringConvertible {
    /// `mkdtemp` or `mkstemp` failed with this `errno`.
    case cannotCreate(errno: Int32)
    /// Fewer bytes than asked were written to a temporary file.
    case shortWrite(path: String)

    /// The failure, for the test's report.
    package var description: String {
        switch self {
        case .cannotCreate(let code): "could not make a temporary directory or file: errno \(code)"
        case .shortWrite(let path): "short write to \(path)"
        }
    }
}

/// Runs `body` with a new temporary directory's path, then removes the directory.
package func withTemporaryDirectory<Result>(_ body: (String) throws -> Result) throws -> Result {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try body(directory.path)
}

/// Runs `body` with a new temporary directory's path, then removes the directory.
package func withAsyncTemporaryDirectory<Result>(_ body: (String) async throws -> Result) async throws
    -> Result
{
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try await body(directory.path)
}
