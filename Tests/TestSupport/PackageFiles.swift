import Foundation

/// The package's own files (manifest, sources, docs), found from this file's path, for the tests
/// that read them: the architecture rules, and the docs checked against what the app prints.
package enum PackageFiles {
    /// The package root: this file is `<root>/Tests/TestSupport/PackageFiles.swift`.
    package static let root: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/")
    }()

    /// The text of the file at `path` from the package root.
    package static func text(at path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
            throw UnreadableFile(path: path)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// True when a file or folder is at `path` from the package root.
    package static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + path)
    }

    /// The folders and files directly under `directory` (from the package root), hidden ones
    /// aside, sorted.
    package static func contents(of directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root + "/" + directory)
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every path under `directory` (from the package root), relative to it, sorted.
    package static func subpaths(of directory: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: root + "/" + directory).sorted()
    }
}

/// A file of the package that could not be read.
package struct UnreadableFile: Error {
    /// Its path from the package root.
    package let path: String
}
