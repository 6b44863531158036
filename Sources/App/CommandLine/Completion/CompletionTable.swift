/// The command table as shell completion reads it: each command a person can type (hidden ones
/// aside), named by its words, with its subcommands, options and operands, and what each value
/// completes to. The bash, zsh and fish scripts are three spellings of this one table.
struct CompletionTable {
    /// One command of the table.
    struct Entry {
        /// The words after the program's name, joined by spaces: `""` for the interactive app,
        /// `"clock advance"`; the scripts track the command being typed in these terms.
        let key: String
        /// The commands a word after this one's words names.
        let subcommands: [CommandDeclaration]
        /// Its own options and flags (`--version` too, for the interactive app).
        let options: [ArgumentDeclaration]
        /// Its operands, in the order they are written.
        let operands: [ArgumentDeclaration]
    }

    /// An argument whose value completes to something, and the command it belongs to.
    struct ValueSource {
        /// The command's key, or nil for a shared option (any command).
        let command: String?
        /// The option's name, or `@0`, `@1`… for the operand at that place.
        let argument: String
        /// What it completes to.
        let values: ValueCompletion
    }

    /// Every command a person can type, the interactive app first, then depth first.
    let commands: [Entry]
    /// The options every command takes.
    let sharedOptions: [ArgumentDeclaration]

    /// The table of `root` (by default the program's) and the shared options.
    init(root: any Command.Type = CommandTable.root) {
        commands = Self.entries(of: root, words: [])
        sharedOptions = SharedOptions.all
    }

    /// The entry of `command`, named by `words`, then those of the commands under it.
    private static func entries(of command: any Command.Type, words: [String]) -> [Entry] {
        let declaration = command.declaration
        let own = declaration.arguments.filter { $0.form != .operand }
        let entry = Entry(
            key: words.joined(separator: " "),
            subcommands: declaration.shownSubcommands.map { $0.declaration },
            options: words.isEmpty ? own + [CommandLineParser.version.declaration] : own,
            operands: declaration.operands)
        return [entry]
            + declaration.shownSubcommands.flatMap { entries(of: $0, words: words + [$0.declaration.name]) }
    }

    /// Every option that takes a value, by the command that takes it (nil: any command).
    var valueOptions: [(command: String?, name: String)] {
        sharedOptions.filter(\.takesValue).map { (nil, $0.name) }
            + commands.flatMap { command in
                command.options.filter(\.takesValue).map { (command.key, $0.name) }
            }
    }

    /// Every argument whose value completes to something.
    var valueSources: [ValueSource] {
        let shared = sharedOptions.filter { $0.completion != .none }.map {
            ValueSource(command: nil, argument: $0.name, values: $0.completion)
        }
        let own = commands.flatMap { command in
            command.options.filter { $0.completion != .none }.map {
                ValueSource(command: command.key, argument: $0.name, values: $0.completion)
            }
                + command.operands.enumerated().filter { $0.element.completion != .none }.map {
                    ValueSource(
                        command: command.key, argument: "@\($0.offset)", values: $0.element.completion)
                }
        }
        return own + shared
    }

    /// Each spelling of each of `options` with what it is, for the shells that show a
    /// description beside what they offer: `("--home", "Where state is kept")`.
    static func described(_ options: [ArgumentDeclaration]) -> [(name: String, description: String)] {
        options.flatMap { option in option.spellings.map { ($0, firstSentence(of: option.help)) } }
    }

    /// `text` up to the end of its first sentence, without the full stop.
    static func firstSentence(of text: String) -> String {
        let sentence = text.split(separator: ". ", maxSplits: 1).first.map(String.init) ?? text
        return sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
    }
}

extension ArgumentDeclaration {
    /// Whether a value follows it as the next word.
    fileprivate var takesValue: Bool {
        if case .option = form { return true }
        return false
    }

    /// Its names as written on a command line: `--help` and `-h`.
    var spellings: [String] { [name] + [shortName].compactMap { $0 } }
}
