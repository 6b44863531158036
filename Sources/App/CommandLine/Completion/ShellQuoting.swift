/// Text written into a generated script as one literal word, whatever it holds.
enum ShellQuoting {
    /// `'text'` for bash and zsh: inside single quotes nothing is special but the quote itself,
    /// which is closed, escaped and reopened (`'\''`).
    static func posix(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `'text'` for fish: inside its single quotes a backslash escapes a quote or a backslash.
    static func fish(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
