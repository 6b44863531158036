/// Whether output is coloured; decided once at start-up.
package enum ColorMode: Sendable, Equatable {
    /// ANSI colour escapes are written.
    case enabled
    /// Plain text only.
    case disabled

    /// Decides colour in the documented order: the `--no-color` flag, then `NO_COLOR` (any
    /// non-empty value), then `TERM=dumb`, then whether standard output is a terminal.
    package static func resolve(
        noColorFlag: Bool, environment: [String: String], outputIsTerminal: Bool
    ) -> ColorMode {
        if noColorFlag { return .disabled }
        if let value = environment["NO_COLOR"], !value.isEmpty { return .disabled }
        if environment["TERM"] == "dumb" { return .disabled }
        return outputIsTerminal ? .enabled : .disabled
    }
}

/// Decorates text for the terminal; every helper returns the text unchanged when colour is off.
package struct Style: Sendable, Equatable {
    /// The mode this style was made for.
    package let mode: ColorMode

    /// A style for `mode`.
    package init(mode: ColorMode) {
        self.mode = mode
    }

    /// Plain text, for tests and pipes.
    package static let plain = Style(mode: .disabled)

    /// Titles.
    package func title(_ text: String) -> String { wrap(text, "1") }
    /// Success messages.
    package func success(_ text: String) -> String { wrap(text, "32") }
    /// Warnings and notices.
    package func warning(_ text: String) -> String { wrap(text, "33") }
    /// Errors.
    package func error(_ text: String) -> String { wrap(text, "31") }
    /// Secondary text, such as hints.
    package func dim(_ text: String) -> String { wrap(text, "2") }

    /// The escape that starts `code`, or "" when colour is off.
    package func escape(_ code: String) -> String {
        mode == .enabled ? "\u{1B}[\(code)m" : ""
    }

    private func wrap(_ text: String, _ code: String) -> String {
        mode == .enabled ? escape(code) + text + escape("0") : text
    }
}
