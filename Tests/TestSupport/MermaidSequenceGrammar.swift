import Foundation

/// A small checker of the Mermaid `sequenceDiagram` subset that `--trace=mermaid` writes, strict
/// enough to catch a diagram Mermaid would refuse or misread: the header first; each participant
/// declared once, before any line uses it; arrows and notes only between declared participants;
/// every `rect` closed by an `end`; and every label escaped, so it holds no character that ends a
/// statement (`;`), starts one on a new line, comments one out (`%%`) or marks it up (`<`, `>`, `&`),
/// and no `#` but as an entity code (`#59;`).
package enum MermaidSequenceGrammar {
    /// What is wrong with `diagram`, one sentence per problem with its line number; empty when it
    /// is well formed.
    package static func problems(in diagram: String) -> [String] {
        var problems: [String] = []
        var declared: Set<String> = []
        var depth = 0
        let lines = diagram.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last != "" { problems.append("the diagram does not end with a newline") }
        guard lines.first == "sequenceDiagram" else { return ["line 1 is not `sequenceDiagram`"] }
        for (index, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let statement = String(line.drop { $0 == " " })
            if let problem = check(statement, declared: &declared, depth: &depth) {
                problems.append("line \(index + 1): \(problem): \(line)")
            }
        }
        if depth != 0 { problems.append("\(depth) rect(s) not closed by end") }
        return problems
    }

    /// The text of each label (arrow message or note), decoded from Mermaid's entity codes, in order.
    package static func labels(in diagram: String) -> [String] {
        diagram.split(separator: "\n").compactMap { line -> String? in
            let statement = line.drop { $0 == " " }
            guard statement.hasPrefix("Note ") || statement.contains(">>"),
                let colon = statement.firstIndex(of: ":")
            else { return nil }
            return decoded(String(statement[statement.index(after: colon)...].dropFirst()))
        }
    }

    /// `label` with each entity code `#NNN;` turned back into its character.
    package static func decoded(_ label: String) -> String {
        var text = ""
        var rest = Substring(label)
        while let hash = rest.firstIndex(of: "#") {
            text += rest[..<hash]
            let afterHash = rest[rest.index(after: hash)...]
            if let semicolon = afterHash.firstIndex(of: ";"), let value = UInt32(afterHash[..<semicolon]),
                let scalar = Unicode.Scalar(value)
            {
                text.unicodeScalars.append(scalar)
                rest = afterHash[afterHash.index(after: semicolon)...]
            } else {
                text += "#"
                rest = afterHash
            }
        }
        return text + rest
    }

    private static let arrows = ["-->>", "->>", "-->", "->"]

    private static func check(_ statement: String, declared: inout Set<String>, depth: inout Int) -> String? {
        let words = statement.split(separator: " ", maxSplits: 1).map(String.init)
        switch words.first {
        case "participant", "actor":
            guard words.count == 2, isName(words[1]) else { return "a participant needs a plain name" }
            guard declared.insert(words[1]).inserted else { return "\(words[1]) is declared twice" }
            return nil
        case "rect":
            guard words.count == 2, isColour(words[1]) else { return "a rect needs a colour" }
            depth += 1
            return nil
        case "end":
            guard words.count == 1 else { return "`end` takes nothing after it" }
            depth -= 1
            return depth < 0 ? "an end without its rect" : nil
        case "Note":
            return note(statement, declared: declared)
        default:
            return arrow(statement, declared: declared)
        }
    }

    /// `Note over A: text` or `Note over A,B: text`.
    private static func note(_ statement: String, declared: Set<String>) -> String? {
        let prefix = "Note over "
        guard statement.hasPrefix(prefix), let colon = statement.firstIndex(of: ":") else {
            return "a note is `Note over A[,B]: text`"
        }
        let lanes = statement[statement.index(statement.startIndex, offsetBy: prefix.count)..<colon]
            .split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(lanes.count) else { return "a note spans one or two participants" }
        if let undeclared = lanes.first(where: { !declared.contains($0) }) {
            return "a note over \(undeclared), not declared before"
        }
        return label(statement[statement.index(after: colon)...])
    }

    /// `A->>B: text` (or `-->>`, `->`, `-->`).
    private static func arrow(_ statement: String, declared: Set<String>) -> String? {
        guard let colon = statement.firstIndex(of: ":") else { return "not a statement of this diagram" }
        let head = String(statement[..<colon])
        guard let arrow = arrows.first(where: { head.contains($0) }), let range = head.range(of: arrow)
        else { return "not a statement of this diagram" }
        let from = String(head[..<range.lowerBound])
        let to = String(head[range.upperBound...])
        for lane in [from, to] where !declared.contains(lane) {
            return isName(lane) ? "an arrow to or from \(lane), not declared before" : "not an arrow"
        }
        return label(statement[statement.index(after: colon)...])
    }

    /// A label: after `: `, not empty, every `#` an entity code, nothing else Mermaid reads.
    private static func label(_ text: Substring) -> String? {
        guard text.hasPrefix(" "), text.count > 1 else { return "an empty label" }
        let body = text.dropFirst()
        if let character = body.first(where: { forbidden.contains($0) || $0.isNewline }) {
            return "an unescaped \(character.debugDescription)"
        }
        if body.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "a control character"
        }
        // Outside the entity codes, no `#` and no `;` is left.
        var rest = body
        while let hash = rest.firstIndex(of: "#") {
            if rest[..<hash].contains(";") { return "an unescaped \";\"" }
            let afterHash = rest[rest.index(after: hash)...]
            guard let semicolon = afterHash.firstIndex(of: ";"), !afterHash[..<semicolon].isEmpty,
                afterHash[..<semicolon].allSatisfy({ $0.isASCII && $0.isNumber })
            else { return "a # that is not an entity code" }
            rest = afterHash[afterHash.index(after: semicolon)...]
        }
        return rest.contains(";") ? "an unescaped \";\"" : nil
    }

    /// Characters a label may hold only as entity codes (`;` is checked apart: it ends each code).
    private static let forbidden: Set<Character> = [":", "%", "<", ">", "&", "\\", "`"]

    private static func isName(_ word: String) -> Bool {
        guard let first = word.first, first.isASCII, first.isLetter else { return false }
        return word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    /// `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)`, the rest of the line after `rect `.
    private static func isColour(_ text: String) -> Bool {
        let opaque = text.hasPrefix("rgb(")
        guard opaque || text.hasPrefix("rgba("), text.hasSuffix(")") else { return false }
        let parts = text.drop { $0 != "(" }.dropFirst().dropLast().split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == (opaque ? 3 : 4) else { return false }
        let channelsValid = parts.prefix(3).allSatisfy { Int($0).map { (0...255).contains($0) } ?? false }
        let alphaValid = opaque || Double(parts[3]).map { (0...1).contains($0) } ?? false
        return channelsValid && alphaValid
    }
}
