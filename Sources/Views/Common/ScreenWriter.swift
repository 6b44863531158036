import Presenters

/// Prints the parts every screen is made of: a title, lines of body, numbered choices and
/// messages in their tone, so all modules look alike.
///
/// Every text passes through `TerminalText.escaped(_:)` before it is styled: what a screen shows
/// may come from someone else (a name, a push message, a server's sentence), and a control
/// character in it must be shown, not obeyed, while the colour escapes added here still work.
/// Texts are one line each; a view splits multi-line text (such as the ID token's JSON) first.
@MainActor
package struct ScreenWriter {
    private let terminal: any Terminal
    private let headings: (any ScreenHeadingNoting)?
    private let trace: ViewTrace?

    /// A writer for `terminal`; each title is followed by the line `headings` gives, if any; with
    /// `trace`, each part is traced as a Presenter → View hop, by its kind and size, never its text
    /// (a body line may hold a one-time URL, a push message or a code).
    package init(terminal: any Terminal, headings: (any ScreenHeadingNoting)? = nil, trace: ViewTrace? = nil)
    {
        self.terminal = terminal
        self.headings = headings
        self.trace = trace
    }

    /// A blank line, then the title underlined, then the heading's note (such as the simulated
    /// clock's) in the notice tone.
    package func title(_ text: String) {
        trace?.show("showTitle(\(text))")
        let shown = TerminalText.escaped(text)
        terminal.writeLine()
        terminal.writeLine(terminal.style.title(shown))
        terminal.writeLine(String(repeating: "=", count: shown.count))
        if let note = headings?.headingNote() { writeNotice(note) }
    }

    /// Lines of body text, as they are (control characters shown escaped).
    package func body(_ lines: [String]) {
        trace?.show("showLines(\(lines.count) lines)")
        for line in lines { terminal.writeLine(TerminalText.escaped(line)) }
    }

    /// The choices of `menu`, numbered from 1, each with its keyword.
    package func menu<Action>(_ menu: Menu<Action>) {
        trace?.show("showMenu(\(menu.items.count) choices)")
        for (index, item) in menu.items.enumerated() {
            let title = TerminalText.escaped(item.title)
            let keyword = TerminalText.escaped(item.keyword)
            terminal.writeLine("  \(index + 1)) \(title)  " + terminal.style.dim("[\(keyword)]"))
        }
    }

    /// An error message.
    package func error(_ text: String) {
        terminal.writeLine(terminal.style.error("! " + TerminalText.escaped(text)))
    }

    /// A warning or notice.
    package func notice(_ text: String) {
        trace?.show("showNotice(_:)")
        writeNotice(text)
    }

    private func writeNotice(_ text: String) {
        terminal.writeLine(terminal.style.warning(TerminalText.escaped(text)))
    }

    /// A success message.
    package func success(_ text: String) {
        trace?.show("showSuccess(_:)")
        terminal.writeLine(terminal.style.success(TerminalText.escaped(text)))
    }

    /// Secondary text, such as a hint, dimmed.
    package func hint(_ text: String) {
        terminal.writeLine(terminal.style.dim(TerminalText.escaped(text)))
    }
}
