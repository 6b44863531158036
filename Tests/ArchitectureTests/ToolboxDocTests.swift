import Foundation
import TestSupport
import Testing

/// docs/TOOLBOX.md against the code: each name the first column of its tables gives is a
/// declaration of the type it names, with the argument labels it writes, so a renamed function or
/// a changed label fails here instead of sending a module author on a search.
@Suite("docs/TOOLBOX.md")
struct ToolboxDocTests {
    private static let page = "docs/TOOLBOX.md"

    @Test("every name in the first column of its tables is declared, with its argument labels")
    func everyNameIsDeclared() throws {
        let names = Self.tableNames(in: try PackageFiles.text(at: Self.page))
        let declarations = try SwiftDeclarations.read()

        #expect(names.count > 40, "the tables were read")
        #expect(names.filter { !declarations.declare($0) } == [], "rename them on the page as in the code")
    }

    @Test("a renamed function, a changed label, a member moved to another type or a missing type is caught")
    func plantedNamesAreCaught() throws {
        let declarations = try SwiftDeclarations.read()
        let page = """
            | name | what it gives | one line |
            |---|---|---|
            | `TimeText.relative(_:from:)` | a moment seen from now | `TimeText.relative(a, from: b)` |
            | `TimeText.relative(_:to:)` | the old label | |
            | `TimeText.relativeTime(_:from:)` | the old name | |
            | `AuthClient.relative(_:from:)` | not the client's | |
            | `SessionClock` | no such type | |
            | `Menu.Item.init(_:keyword:title:)` | a nested type's initialiser | |
            | `EngineSettings.clock` | a property | |
            """

        let names = Self.tableNames(in: page)

        #expect(names.count == 7)
        #expect(
            names.filter { !declarations.declare($0) } == [
                "TimeText.relative(_:to:)", "TimeText.relativeTime(_:from:)", "AuthClient.relative(_:from:)",
                "SessionClock",
            ])
    }

    /// The inline code at the start of each table row of `markdown`, header rows aside.
    static func tableNames(in markdown: String) -> [String] {
        markdown.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard line.hasPrefix("|"), cells.count > 2 else { return nil }
            let first = cells[1].trimmingCharacters(in: .whitespaces)
            guard first.count > 2, first.hasPrefix("`"), first.hasSuffix("`") else { return nil }
            return String(first.dropFirst().dropLast())
        }
    }
}

/// The Swift files of `Sources` and `Tests`, read once, asked whether they declare a name such as
/// `AuthClient.currentSession(profileId:)`, `EngineSettings.clock` or `TimeText`.
struct SwiftDeclarations {
    let files: [String]

    static func read() throws -> SwiftDeclarations {
        var files: [String] = []
        for root in ["Sources", "Tests"] {
            for path in try PackageFiles.subpaths(of: root) where path.hasSuffix(".swift") {
                files.append(try PackageFiles.text(at: root + "/" + path))
            }
        }
        return SwiftDeclarations(files: files)
    }

    /// True when `name` is a type declared somewhere, or a member declared in a file that declares
    /// or extends the type before it (the enclosing type too, for a nested one), with the argument
    /// labels `name` gives.
    func declare(_ name: String) -> Bool {
        let (path, labels) = Self.split(name)
        guard let last = path.last else { return false }
        let isType = last.first?.isUppercase == true && labels == nil
        let types = isType ? path : Array(path.dropLast())
        guard let owner = types.last else { return false }
        var candidates = files.filter { $0.contains(owner) && Self.introduces(owner, in: $0) }
        for enclosing in types.dropLast() {
            candidates = candidates.filter { Self.introduces(enclosing, in: $0) }
        }
        if isType { return !candidates.isEmpty }
        return candidates.contains { Self.declares(member: last, labels: labels, in: $0) }
    }

    /// `A.B.member(x:_:)` as `["A", "B", "member"]` and `["x", "_"]`; nil labels without parentheses.
    static func split(_ name: String) -> (path: [String], labels: [String]?) {
        guard let open = name.firstIndex(of: "(") else {
            return (name.split(separator: ".").map(String.init), nil)
        }
        let path = name[..<open].split(separator: ".").map(String.init)
        let inside = name[name.index(after: open)...].dropLast()
        return (path, inside.split(separator: ":").map(String.init))
    }

    /// True when `text` declares or extends the type `type`.
    static func introduces(_ type: String, in text: String) -> Bool {
        let keywords = ["struct", "enum", "class", "actor", "protocol", "typealias", "extension"]
        return keywords.contains { keyword in
            text.ranges(of: keyword + " " + type).contains { range in
                let next = text[range.upperBound...].first
                return next.map { !$0.isLetter && !$0.isNumber && $0 != "_" } ?? true
            }
        }
    }

    /// True when `text` declares `member`: a function or initialiser with exactly `labels`, or,
    /// for nil labels, a property or an enum case.
    static func declares(member: String, labels: [String]?, in text: String) -> Bool {
        guard let labels else {
            return ["var", "let", "case"].contains { keyword in
                text.ranges(of: keyword + " " + member).contains { range in
                    let next = text[range.upperBound...].first
                    return next.map { [":", " ", "(", "\n", "="].contains($0) } ?? false
                }
            }
        }
        let opening = member == "init" ? "init" : "func " + member
        return text.ranges(of: opening).contains { range in
            var rest = text[range.upperBound...]
            if rest.first == "<" { rest = rest.drop { $0 != ">" }.dropFirst() }
            if member == "init", rest.first == "?" { rest = rest.dropFirst() }
            guard rest.first == "(" else { return false }
            return parameterLabels(after: rest.dropFirst()) == labels
        }
    }

    /// The argument labels of the parameter list that starts at `text` (just past its `(`).
    static func parameterLabels(after text: Substring) -> [String] {
        var depth = 0
        var parameters: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            defer { previous = character }
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous != "-": depth -= 1
            case ")" where depth == 0:
                if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                    parameters.append(current)
                }
                return parameters.map(label(of:))
            case ")", "]": depth -= 1
            case "," where depth == 0:
                parameters.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return parameters.map(label(of:))
    }

    /// The label of one parameter: the first word before its colon.
    private static func label(of parameter: String) -> String {
        let name = parameter.split(separator: ":").first ?? ""
        return name.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
    }
}
