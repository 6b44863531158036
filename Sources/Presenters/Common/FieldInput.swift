/// A line typed at a prompt, checked against what any field can hold before a presenter sees it.
///
/// Every prompt refuses, with a message naming the problem, a line that is longer than the field
/// allows, is not valid UTF-8 or holds a control character; a line of only spaces and tabs arrives
/// as the empty line, so it cancels, goes back or falls back wherever an empty line does. The view
/// applies it to every line it reads, so no presenter and no server call ever sees such a line.
package enum FieldInput: Equatable, Sendable {
    /// The line to hand to the presenter.
    case accepted(String)
    /// The line is refused; `message` says why, and the same prompt is asked again.
    case refused(message: String)

    /// `line` as read at `prompt`.
    ///
    /// The line reader stands U+FFFD in for bytes that are not UTF-8, so the replacement character
    /// is what marks such a line here (nobody types it on purpose).
    package static func check(_ line: String, at prompt: Prompt) -> FieldInput {
        if line.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" }) { return .accepted("") }
        if line.count > prompt.maximumLength {
            return .refused(message: FieldText.tooLong(prompt.label, maximum: prompt.maximumLength))
        }
        if line.unicodeScalars.contains("\u{FFFD}") {
            return .refused(message: FieldText.notText(prompt.label))
        }
        if line.unicodeScalars.contains(where: ControlCharacters.contains) {
            return .refused(message: FieldText.controlCharacter(prompt.label))
        }
        return .accepted(line)
    }
}

/// The characters no field accepts and no text from outside the app may put on the terminal raw:
/// C0 controls, DEL, C1 controls, the line and paragraph separators, and the bidirectional
/// embeddings, overrides and isolates (which reorder what follows them on screen).
package enum ControlCharacters {
    /// True when `scalar` is one of them.
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // The same ranges as the server's `DisplayTextRule`, which the app layers cannot import.
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// The messages for a refused line; they name the field, never repeat what was typed.
enum FieldText {
    static func tooLong(_ label: String, maximum: Int) -> String {
        "That is too long for \(label): at most \(maximum) characters. Please type it again."
    }

    static func notText(_ label: String) -> String {
        "That line is not valid UTF-8 text, so it cannot be used as \(label). Please type it again."
    }

    static func controlCharacter(_ label: String) -> String {
        "That line holds a control character (such as Escape or a tab), which \(label) cannot hold."
            + " Please type it again."
    }
}
