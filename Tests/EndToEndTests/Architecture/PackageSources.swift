import FoundationEssentials

/// The package's own files, found from this file's path, for tests that read the sources.
enum PackageSources {
    /// A source file: its path from the package root, and its text.
    struct File {
        let path: String
        let text: String
    }

    /// A file that could not be read.
    struct UnreadableFile: Error {
        let path: String
    }

    /// The package root: this file is `<root>/Tests/EndToEndTests/Architecture/PackageSources.swift`.
    static let root: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)
        return components.joined(separator: "/")
    }()

    /// The folders under `Sources`, one per target.
    static func targetNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root + "/Sources")
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every `.swift` file under `Sources/<target>`, in path order.
    static func swiftFiles(of target: String) throws -> [File] {
        let directory = "Sources/" + target
        return try FileManager.default.subpathsOfDirectory(atPath: root + "/" + directory)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { subpath in
                let path = directory + "/" + subpath
                return File(path: path, text: try text(at: path))
            }
    }

    /// The text of the file at `path` from the package root.
    static func text(at path: String) throws -> String {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
            throw UnreadableFile(path: path)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
