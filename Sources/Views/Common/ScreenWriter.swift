import Presenters

/// Prints the parts every screen is made of: a title, lines of body, numbered choices and
/// messages in their tone, so all modules look alike.
@MainActor
public struct ScreenWriter {
    private let terminal: any Terminal

    /// A writer for `terminal`.
    public init(terminal: any Terminal) {
        self.terminal = terminal
    }

    /// A blank line, then the title underlined.
    public func title(_ text: String) {
        terminal.writeLine()
        terminal.writeLine(terminal.style.title(text))
        terminal.writeLine(String(repeating: "=", count: text.count))
    }

    /// Lines of body text, as they are.
    public func body(_ lines: [String]) {
        for line in lines { terminal.writeLine(line) }
    }

    /// The choices of `menu`, numbered from 1, each with its keyword.
    public func menu<Action>(_ menu: Menu<Action>) {
        for (index, item) in menu.items.enumerated() {
            terminal.writeLine("  \(index + 1)) \(item.title)  " + terminal.style.dim("[\(item.keyword)]"))
        }
    }

    /// An error message.
    public func error(_ text: String) {
        terminal.writeLine(terminal.style.error("! " + text))
    }

    /// A warning or notice.
    public func notice(_ text: String) {
        terminal.writeLine(terminal.style.warning(text))
    }

    /// A success message.
    public func success(_ text: String) {
        terminal.writeLine(terminal.style.success(text))
    }
}
