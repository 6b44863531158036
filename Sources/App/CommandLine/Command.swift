/// A command of the command line: its declaration (name, usage, help), what it makes of the
/// arguments the parser checked against that declaration, and what it does.
///
/// The interactive app is the root command; `CommandTable` lists the commands under it. A new
/// command is one type conforming to this and one line in the table (or in its parent's
/// `subcommands`): the parser, the help and the usage messages all read its declaration.
protocol Command: Sendable, Equatable {
    /// Its name, usage and help.
    static var declaration: CommandDeclaration { get }

    /// Reads `arguments`, already checked against `declaration.usage`.
    init(_ arguments: ParsedArguments) throws(UsageError)

    /// Does what it was asked and returns the documented exit status.
    @MainActor func run(_ shared: SharedOptions) async -> Int32
}

extension Command {
    /// Whether `other` is the same command with the same values (the parser's result is compared
    /// in tests).
    func isSame(as other: any Command) -> Bool {
        (other as? Self) == self
    }
}

/// What a command declares about itself.
struct CommandDeclaration: Sendable {
    /// The word that names it after its parent's (`push`); the root's is the program's name.
    let name: String
    /// A few words for the list of commands: `play the push service`.
    let summary: String
    /// Its own arguments and how they combine (the shared options are not part of it).
    let usage: Usage
    /// Paragraphs its own help shows after the options, already wrapped.
    var details = ""
    /// The commands named by a word after this one's name (`clock advance`).
    var subcommands: [any Command.Type] = []
    /// Left out of the help, the README, the manual and completion: a command the program calls
    /// itself (`__complete`), not one a person types.
    var isHidden = false

    /// Its options and operands, in the order of the usage line.
    var arguments: [ArgumentDeclaration] { usage.arguments }

    /// Its operands, in the order they are written.
    var operands: [ArgumentDeclaration] { arguments.filter { $0.form == .operand } }

    /// The commands under it that a person is shown (all but the hidden ones).
    var shownSubcommands: [any Command.Type] { subcommands.filter { !$0.declaration.isHidden } }
}

/// The arguments of one command once the parser has checked them: each value by its declaration.
struct ParsedArguments: Sendable, Equatable {
    /// The words naming the command (`push`), for the messages of `required(_:)`.
    let command: String
    /// The text given for each argument, by name; a flag's is empty.
    private(set) var texts: [String: String] = [:]

    init(command: String, texts: [String: String] = [:]) {
        self.command = command
        self.texts = texts
    }

    /// The value given for `argument`, or nil when it was not given.
    subscript<Value>(_ argument: Argument<Value>) -> Value? {
        texts[argument.declaration.name].flatMap(argument.read)
    }

    /// Whether `flag` was given.
    func has(_ flag: Argument<Bool>) -> Bool { texts[flag.declaration.name] != nil }

    /// The value of an argument the usage requires; the usage's own message if it is missing (the
    /// usage and the command's reading of it disagree only in a command under construction).
    func required<Value>(_ argument: Argument<Value>) throws(UsageError) -> Value {
        guard let value = self[argument] else { throw Usage.missing(argument.declaration, of: command) }
        return value
    }

    mutating func record(_ text: String, for argument: ArgumentDeclaration) {
        texts[argument.name] = text
    }

    /// The names of the arguments given.
    var given: Set<String> { Set(texts.keys) }
}

/// What a command line asks for.
enum Invocation: Equatable {
    /// `--help` or `-h`: the help of the command named by the words before or after it.
    case help([any Command.Type])
    /// `--version`.
    case version
    /// A command to run, with the shared options.
    case run(any Command, SharedOptions)

    static func == (left: Invocation, right: Invocation) -> Bool {
        switch (left, right) {
        case (.help(let left), .help(let right)):
            left.map(ObjectIdentifier.init) == right.map(ObjectIdentifier.init)
        case (.version, .version): true
        case (.run(let left, let leftShared), .run(let right, let rightShared)):
            left.isSame(as: right) && leftShared == rightShared
        default: false
        }
    }
}

/// A command line that cannot be run: one line for standard error, and the command whose help the
/// usage hint names.
struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The line, without the program's name.
    let message: String
    /// The words naming the command the line was for (`viper-auth push`).
    var command = "viper-auth"

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
