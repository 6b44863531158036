/// Text made safe as a label of a Mermaid `sequenceDiagram` (an arrow's message, a note).
///
/// A label runs to the end of its line, and Mermaid's parser stops it early at `;` (a statement
/// separator) or `#`; `%%` may start a comment, `<br>` breaks a line, `<` and `&` start markup, and
/// a newline would end the arrow and let the rest of the text be read as diagram lines (an `end`,
/// another arrow). So every character outside a short list of plain ones is written as Mermaid's
/// entity code, `#` and its decimal value and `;` (`#59;` for `;`, `#10;` for a newline), which
/// Mermaid turns back into the character when it draws the label.
package enum MermaidLabel {
    /// `text` with every character that could end, comment out or mark up a label as its entity code.
    package static func escaped(_ text: String) -> String {
        var label = ""
        for scalar in text.unicodeScalars {
            if isPlain(scalar) {
                label.unicodeScalars.append(scalar)
            } else {
                label += "#\(scalar.value);"
            }
        }
        return label
    }

    /// Letters, digits, a space and punctuation with no meaning to Mermaid; beyond ASCII, letters,
    /// marks, numbers, punctuation and symbols (`…`, `→`, `×`), but no control, format (bidirectional
    /// overrides) or separator character other than the space.
    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || plainASCIIPunctuation.contains(scalar)
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator,
            .spaceSeparator:
            return false
        default:
            return true
        }
    }

    private static let plainASCIIPunctuation: Set<Unicode.Scalar> = [
        " ", "(", ")", "[", "]", "{", "}", ".", ",", "_", "-", "'", "\"", "/", "=", "?", "!", "*", "@", "+",
        "|",
        "~", "$", "^",
    ]
}
