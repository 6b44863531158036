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

    /// The package root: this file is `<root>/Tests/ArchitectureTests/PackageSources.swift`.
    static let root: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/")
    }()

    /// A target that Package.swift does not declare.
    struct UndeclaredTarget: Error {
        let name: String
    }

    /// The source targets Package.swift declares (test targets aside), as it declares them.
    static func targets() throws -> [ImportRules.TargetDeclaration] {
        ImportRules.targetDeclarations(in: try text(at: "Package.swift"))
    }

    /// The names of the source targets, sorted.
    static func targetNames() throws -> [String] {
        try targets().map(\.name).sorted()
    }

    /// The folders directly under `directory` (from the package root), sorted.
    static func folders(under directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root + "/" + directory)
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every `.swift` file of `target`: under its path, less what it excludes, in path order.
    static func swiftFiles(of target: String) throws -> [File] {
        guard let declaration = try targets().first(where: { $0.name == target }) else {
            throw UndeclaredTarget(name: target)
        }
        let directory = declaration.path
        return try FileManager.default.subpathsOfDirectory(atPath: root + "/" + directory)
            .filter { subpath in
                subpath.hasSuffix(".swift")
                    && !declaration.excluded.contains { subpath == $0 || subpath.hasPrefix($0 + "/") }
            }
            .sorted()
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
