import Presenters

/// One option or operand as a command declares it: how it is written, what a valid value is, and
/// its line in the help. The parser, the usage line, the help and the error messages all read this
/// one value, so none of them can disagree with another.
struct ArgumentDeclaration: Sendable {
    /// How the argument is written.
    enum Form: Sendable, Equatable {
        /// `--name`, with nothing after it.
        case flag
        /// `--name VALUE` or `--name=VALUE`; the placeholder is what the usage calls the value.
        case option(placeholder: String)
        /// `--name` alone, or `--name=VALUE`: never the next word, which stays the command's.
        case flagOrValue(placeholder: String)
        /// A word in its place, such as the URL of `browser`; the usage calls it by its name.
        case operand
    }

    /// `--wait` for an option, `URL` for an operand.
    let name: String
    /// A second spelling, such as `-h`.
    let shortName: String?
    /// How it is written.
    let form: Form
    /// What a valid value is, in words that follow "needs" or "expected": `a directory`.
    let expected: String
    /// Its line in the help.
    let help: String
    /// Whether `text` is a valid value (flags have none).
    let accepts: @Sendable (String) -> Bool
    /// What shell completion offers as its value (`completing(_:)` sets it; a choice's are its words).
    var completion = ValueCompletion.none

    /// Whether `word` (without any `=value`) names this option.
    func isNamed(_ word: String) -> Bool {
        form != .operand && (word == name || word == shortName)
    }

    /// How the usage line and the "needs" messages write it: `--wait S`, `--otp`, `URL`.
    var synopsis: String {
        switch form {
        case .flag, .operand: name
        case .option(let placeholder): "\(name) \(placeholder)"
        case .flagOrValue(let placeholder): "\(name)[=\(placeholder)]"
        }
    }

    /// How the help's left column writes it: `-h, --help`, `--wait S`, `URL`.
    var helpLabel: String {
        guard let shortName else { return synopsis }
        return "\(shortName), \(synopsis)"
    }

    /// How a message that names it without its value writes it: `--message`, or `a URL`.
    var mention: String { form == .operand ? expected : name }

    /// Refuses `text` as this option's value, with the one line a person reads.
    func check(value text: String) throws(UsageError) {
        if text.isEmpty { throw UsageError("\(name) needs \(expected)") }
        guard accepts(text) else {
            throw UsageError("invalid value '\(text)' for \(name): expected \(expected)")
        }
    }

    /// Refuses `text` as this operand of `command`.
    func check(operand text: String, of command: String) throws(UsageError) {
        if text.trimmingWhitespace().isEmpty {
            throw UsageError("\(command) needs \(expected)")
        }
        guard accepts(text) else {
            throw UsageError("invalid value '\(text)' for \(name): expected \(expected)")
        }
    }
}

/// A declared argument whose value, once parsed, is a `Value`: commands declare these as static
/// constants and read their parsed arguments through them (`arguments[PushCommand.wait]`).
struct Argument<Value: Sendable>: Sendable {
    /// What the parser and the help read.
    private(set) var declaration: ArgumentDeclaration
    /// The value of a text the declaration accepts.
    let read: @Sendable (String) -> Value?

    private init(
        _ name: String, shortName: String? = nil, form: ArgumentDeclaration.Form, expected: String,
        help: String, read: @escaping @Sendable (String) -> Value?
    ) {
        declaration = ArgumentDeclaration(
            name: name, shortName: shortName, form: form, expected: expected, help: help,
            accepts: { read($0) != nil })
        self.read = read
    }
}

extension Argument {
    /// `--name VALUE`, where `read` makes the value of a text or refuses it with nil; `expected`
    /// says what it accepts ("seconds, more than 0 and at most 3600").
    static func option(
        _ name: String, _ placeholder: String, expected: String, help: String,
        read: @escaping @Sendable (String) -> Value?
    ) -> Self {
        Self(name, form: .option(placeholder: placeholder), expected: expected, help: help, read: read)
    }

    /// A word in its place, read without the whitespace around it (a pasted address often has
    /// some); `read` makes the value or refuses the word with nil.
    static func operand(
        _ name: String, expected: String, help: String, read: @escaping @Sendable (String) -> Value?
    ) -> Self {
        Self(name, form: .operand, expected: expected, help: help) { text in
            let trimmed = text.trimmingWhitespace()
            return trimmed.isEmpty ? nil : read(trimmed)
        }
    }
}

extension Argument {
    /// This argument, with `values` offered for its value by shell completion.
    func completing(_ values: ValueCompletion) -> Self {
        var completed = self
        completed.declaration.completion = values
        return completed
    }
}

extension Argument where Value == Bool {
    /// `--name`: true when given.
    static func flag(_ name: String, shortName: String? = nil, help: String) -> Self {
        Self(name, shortName: shortName, form: .flag, expected: "no value", help: help) { _ in true }
    }
}

extension Argument where Value == String {
    /// `--name VALUE` with any text but an empty one; `expected` says what it is ("some text").
    static func text(_ name: String, _ placeholder: String, expected: String, help: String) -> Self {
        option(name, placeholder, expected: expected, help: help) { $0.isEmpty ? nil : $0 }
    }

    /// A word in its place, any but a blank one.
    static func operand(_ name: String, expected: String, help: String) -> Self {
        operand(name, expected: expected, help: help) { $0 }
    }
}

extension Argument where Value == Double {
    /// `--name S`: seconds, more than 0 and at most `maximum`.
    static func seconds(_ name: String, _ placeholder: String, atMost maximum: Int, help: String) -> Self {
        option(name, placeholder, expected: "seconds, more than 0 and at most \(maximum)", help: help) {
            text in
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= Double(maximum)
            else { return nil }
            return seconds
        }
    }
}

extension Argument where Value: CaseIterable & RawRepresentable<String> & Sendable {
    /// `--name a|b|c`: one of `Value`'s cases by its raw value.
    static func choice(_ name: String, help: String) -> Self {
        let words = Value.allCases.map(\.rawValue)
        return option(
            name, EnglishList.joined(words, separator: "|"), expected: EnglishList.or(words), help: help,
            read: Value.init(rawValue:)
        ).completing(.words(words))
    }

    /// `--name` alone for `standard`, or `--name=a|b|c` for one of `Value`'s cases by its raw value.
    static func choice(_ name: String, standard: Value, help: String) -> Self {
        let words = Value.allCases.map(\.rawValue)
        return Self(
            name, form: .flagOrValue(placeholder: EnglishList.joined(words, separator: "|")),
            expected: EnglishList.or(words), help: help
        ) { text in
            text.isEmpty ? standard : Value(rawValue: text)
        }
    }
}

/// Lists as a sentence writes them: "a, b or c".
enum EnglishList {
    /// `a`, `a or b`, `a, b or c`.
    static func or(_ items: [String]) -> String { joined(items, "or") }

    /// `a`, `a and b`, `a, b and c`.
    static func and(_ items: [String]) -> String { joined(items, "and") }

    private static func joined(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return joined(items.dropLast(), separator: ", ") + " \(conjunction) " + last
    }

    /// `items` with `separator` between them. A loop, not `joined(separator:)`: every start builds
    /// the root command's declaration, and the standard library's generic `joined` looked up its
    /// collection's associated types at run time there, about 0.1 ms of each start.
    static func joined(_ items: some Collection<String>, separator: String) -> String {
        var text = ""
        var first = true
        for item in items {
            if !first { text += separator }
            text += item
            first = false
        }
        return text
    }
}
