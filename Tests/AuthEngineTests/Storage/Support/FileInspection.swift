import FoundationEssentials
import Glibc
import Testing

/// Raw file access that bypasses the store, to check what it left on disk or to damage its files.
enum FileInspection {
    static func permissionBits(of path: String) throws -> mode_t {
        var status = stat()
        try #require(stat(path, &status) == 0, "stat \(path) failed: errno \(errno)")
        return status.st_mode & 0o7777
    }

    static func fileNames(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    static func contents(of path: String) throws -> [UInt8] {
        Array(try #require(FileManager.default.contents(atPath: path), "cannot read \(path)"))
    }

    static func replaceContents(of path: String, with bytes: [UInt8]) throws {
        try Data(bytes).write(to: URL(filePath: path))
    }

    /// Appends `bytes` to the end of `path`, as another process's write would.
    static func append(_ bytes: [UInt8], to path: String) throws {
        try replaceContents(of: path, with: try contents(of: path) + bytes)
    }

    /// Cuts `path` to its first `length` bytes.
    static func truncate(_ path: String, to length: Int) throws {
        try #require(Glibc.truncate(path, off_t(length)) == 0, "truncate \(path) failed: errno \(errno)")
    }
}
