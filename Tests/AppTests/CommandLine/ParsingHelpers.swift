import Foundation

@testable import App

/// What `arguments` ask for.
func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    try CommandLineParser.parse(arguments)
}

/// The line `arguments` are refused with, or nil when they are not.
func refusal(_ arguments: [String], root: any Command.Type = CommandTable.root) -> String? {
    do {
        _ = try CommandLineParser.parse(arguments, root: root)
        return nil
    } catch {
        return error.message
    }
}

/// The command the hint after refusing `arguments` points to, or nil when they are not refused.
func hintedCommand(_ arguments: [String]) -> String? {
    do {
        _ = try CommandLineParser.parse(arguments)
        return nil
    } catch {
        return error.command
    }
}

extension SharedOptions {
    /// Shared options as the parser makes them from `--home` and `--no-color`.
    static func given(home: String? = nil, noColor: Bool = false) -> SharedOptions {
        var options = SharedOptions()
        if let home { options.values.record(home, for: SharedOptions.home.declaration) }
        if noColor { options.values.record("", for: SharedOptions.noColor.declaration) }
        return options
    }
}

/// A file of this package, by its path from the package's root.
enum SourceFile {
    static func read(_ path: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
