/// Text written as roff input (man(7)), so that groff and mandoc print it as it is.
enum Roff {
    /// `text` with every character roff would read as more than itself escaped: a backslash
    /// (`\e`), a dash (`\-`, so options print as the ASCII minus a shell needs, not a hyphen), a
    /// double quote (`\(dq`, safe inside a macro's quoted argument), and each character beyond
    /// ASCII as `\[uXXXX]` (input is read as Latin-1 by some formatters).
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "\"": result += "\\(dq"
            case _ where !scalar.isASCII:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` as lines of running text: escaped, each line that would start with a control
    /// character (`.` or `'`) guarded by `\&` so it is not read as a request.
    static func textLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let escaped = escaped(String(line))
            return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
        }
    }

    /// `text` escaped, with each Markdown code span (`` `push --wait` ``) in bold.
    static func markdownCode(_ text: String) -> String {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().map { index, part in
            index.isMultiple(of: 2) ? escaped(String(part)) : "\\fB" + escaped(String(part)) + "\\fR"
        }.joined()
    }

    /// Paragraphs as the help writes them — separated by a blank line, lines indented by two
    /// spaces kept as they are (a table of accounts, commands to type) — as `.PP` paragraphs with
    /// those lines in an indented no-fill block.
    static func paragraphs(_ text: String) -> [String] {
        text.split(separator: "\n\n").flatMap { paragraph -> [String] in
            var lines = [".PP"]
            var verbatim = false
            for line in paragraph.split(separator: "\n") {
                let isVerbatim = line.hasPrefix("  ")
                if isVerbatim != verbatim {
                    lines += isVerbatim ? [".RS 4", ".nf"] : [".fi", ".RE"]
                    verbatim = isVerbatim
                }
                lines += textLines(isVerbatim ? String(line.dropFirst(2)) : String(line))
            }
            return lines + (verbatim ? [".fi", ".RE"] : [])
        }
    }
}
