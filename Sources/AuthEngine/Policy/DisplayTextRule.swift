/// Which characters the server refuses in text it keeps to show people later: a full name given at
/// sign-up, a push request's message.
///
/// Such text ends up on someone's terminal, and a terminal obeys some characters instead of showing
/// them: ESC starts a sequence that can clear the screen or paint a fake prompt, BEL rings, CR
/// overwrites the line, and the bidirectional overrides reorder what follows. So the text may hold
/// none of:
///
/// - the C0 controls U+0000–U+001F (tab and line breaks too: a name or a message is one line),
/// - DEL U+007F and the C1 controls U+0080–U+009F,
/// - the line and paragraph separators U+2028 and U+2029,
/// - the bidirectional embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069.
///
/// The app's views show these same characters escaped (`TerminalText` in Views), which covers
/// text stored before this rule and text from anywhere else.
package enum DisplayTextRule {
    /// True when `scalar` is one the rule refuses.
    package static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// True when `text` holds a character the rule refuses.
    package static func refuses(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isRefused)
    }
}
