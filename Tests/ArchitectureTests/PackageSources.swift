import TestSupport

/// The package's source targets as Package.swift declares them, and their files, for the tests
/// that read the sources.
enum PackageSources {
    /// A source file: its path from the package root, and its text.
    struct File {
        let path: String
        let text: String
    }

    /// A target that Package.swift does not declare.
    struct UndeclaredTarget: Error {
        let name: String
    }

    /// The source targets Package.swift declares (test targets aside), as it declares them.
    static func targets() throws -> [ImportRules.TargetDeclaration] {
        ImportRules.targetDeclarations(in: try PackageFiles.text(at: "Package.swift"))
    }

    /// The names of the source targets, sorted.
    static func targetNames() throws -> [String] {
        try targets().map(\.name).sorted()
    }

    /// Every `.swift` file of `target`: under its path, less what it excludes, in path order.
    static func swiftFiles(of target: String) throws -> [File] {
        guard let declaration = try targets().first(where: { $0.name == target }) else {
            throw UndeclaredTarget(name: target)
        }
        let directory = declaration.path
        return try PackageFiles.subpaths(of: directory)
            .filter { subpath in
                subpath.hasSuffix(".swift")
                    && !declaration.excluded.contains { subpath == $0 || subpath.hasPrefix($0 + "/") }
            }
            .map { subpath in
                let path = directory + "/" + subpath
                return File(path: path, text: try PackageFiles.text(at: path))
            }
    }
}
