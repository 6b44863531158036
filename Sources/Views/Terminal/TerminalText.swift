import Presenters

/// Makes text the app did not write itself safe to print on a terminal.
///
/// A name typed at sign-up, a push message, a device name, a server's sentence, a line echoed by
/// `--trace`: any of them may hold bytes a terminal obeys rather than shows — ESC starts a sequence
/// that clears the screen or moves the cursor (a push message could paint a fake PIN prompt over
/// the real one), BEL rings, CR returns to the start of the line to overwrite it, and the
/// bidirectional overrides reorder what follows. `escaped(_:)` shows each such scalar as a visible
/// Swift-style escape instead, so `Eve<ESC>[2J<BEL>` prints as `Eve\u{1B}[2J\u{07}`:
///
/// - C0 controls U+0000–U+001F (newline and tab too: the text is one line of someone else's),
/// - DEL U+007F and the C1 controls U+0080–U+009F (U+009B is a one-byte CSI on some terminals),
/// - the line and paragraph separators U+2028 and U+2029 (some terminals break the line there),
/// - the bidirectional embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069.
///
/// Everything else — accents, CJK, emoji, other marks — is left as it is.
///
/// **Backslashes.** A backslash is left alone (paths and names may hold one), except where it
/// starts `\u{`: that one is shown as `\u{5C}`, so every `\u{…}` on screen is an escape made here
/// and a name typed as the text `\u{1B}` cannot pass for an escaped ESC. The rendering is therefore
/// unambiguous: reading each `\u{X}` back as the scalar X gives the original text.
///
/// Text needing no change is returned as it is, without allocating: one scan of its scalars.
/// Views apply it through `ScreenWriter`, before styling, so the colour escapes the app writes
/// itself still work; the companion commands apply it to each line they print.
package enum TerminalText {
    /// `text` with every unsafe scalar (see the type's documentation) shown as `\u{XX}`.
    package static func escaped(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = firstUnsafeIndex(in: scalars, from: scalars.startIndex) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<first])
        var index = first
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if isUnsafe(scalar) || startsEscape(scalars, at: index) {
                appendEscape(of: scalar, to: &result)
            } else {
                result.append(scalar)
            }
            index = scalars.index(after: index)
        }
        return String(result)
    }

    /// True when `escaped(_:)` would change `text`.
    package static func needsEscaping(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        return firstUnsafeIndex(in: scalars, from: scalars.startIndex) != nil
    }

    /// True for a scalar a terminal may act on instead of showing: the same characters every
    /// input field refuses (`ControlCharacters`), so what the app lets in and what it escapes agree.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.contains(scalar)
    }

    private static func firstUnsafeIndex(
        in scalars: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index
    ) -> String.UnicodeScalarView.Index? {
        var index = start
        while index < scalars.endIndex {
            let scalar = scalars[index]
            // Most text is printable ASCII other than the backslash: one comparison each.
            if scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\\" {
                index = scalars.index(after: index)
                continue
            }
            if isUnsafe(scalar) || startsEscape(scalars, at: index) { return index }
            index = scalars.index(after: index)
        }
        return nil
    }

    /// True when the scalar at `index` is a backslash followed by `u{`.
    private static func startsEscape(
        _ scalars: String.UnicodeScalarView, at index: String.UnicodeScalarView.Index
    ) -> Bool {
        guard scalars[index] == "\\" else { return false }
        let second = scalars.index(after: index)
        guard second < scalars.endIndex, scalars[second] == "u" else { return false }
        let third = scalars.index(after: second)
        return third < scalars.endIndex && scalars[third] == "{"
    }

    /// Appends `\u{XX}`: upper-case hexadecimal, at least two digits.
    private static func appendEscape(of scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView) {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result.append(contentsOf: "\\u{".unicodeScalars)
        if digits.count < 2 { result.append("0") }
        result.append(contentsOf: digits.unicodeScalars)
        result.append("}")
    }
}
