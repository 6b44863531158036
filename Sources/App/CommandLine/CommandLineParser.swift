/// Turns the arguments (without the program's name) into an `Invocation`, or a one-line
/// `UsageError`, by reading the commands' declarations: nothing here knows a particular command.
///
/// Options take their value as the next argument or after `=` (`--home DIR`, `--home=DIR`); a
/// value may not start with `--`. An option whose value may be left out takes it only after `=`
/// (`--trace`, `--trace=mermaid`). Shared options are taken anywhere. A word naming a subcommand
/// switches to it; the options before that word were its parent's, so `viper-auth --trace status`
/// is refused as `viper-auth status --trace` is. `--help` wins: given anywhere, it shows the help
/// of the command the other words name, even when they are wrong in another way.
enum CommandLineParser {
    /// `--version`, which only the root takes.
    static let version = Argument<Bool>.flag("--version", help: "The version line.")

    static func parse(_ arguments: [String], root: any Command.Type = CommandTable.root) throws(UsageError)
        -> Invocation
    {
        let asksForHelp = arguments.contains { argument in
            SharedOptions.help.declaration.isNamed(String(argument.prefix { $0 != "=" }))
        }
        var walk = Walk(root: root)
        do {
            try walk.read(arguments)
            if walk.helpGiven { return .help(walk.path) }
            if walk.versionGiven { return .version }
            return try walk.invocation()
        } catch {
            // A word that names no command has no help to show instead.
            if asksForHelp, !walk.stoppedAtUnknownCommand { return .help(walk.path) }
            var refusal = error
            refusal.command = walk.pathName(withProgram: true)
            throw refusal
        }
    }
}

/// One pass over the arguments, from the root down to the command they name.
private struct Walk {
    private(set) var path: [any Command.Type]
    private var shared = SharedOptions()
    private var own: ParsedArguments
    /// The names of the command's own options in the order given: a subcommand word after them
    /// refuses the first.
    private var ownOptionsGiven: [String] = []
    private var operandsGiven = 0
    private(set) var helpGiven = false
    private(set) var versionGiven = false
    private(set) var stoppedAtUnknownCommand = false

    init(root: any Command.Type) {
        path = [root]
        own = ParsedArguments(command: root.declaration.name)
    }

    /// The command the words so far name.
    private var command: CommandDeclaration { path[path.count - 1].declaration }

    /// `push`, `clock advance`; with the program's name, `viper-auth push` (the root alone is
    /// always written with it).
    func pathName(withProgram: Bool) -> String {
        let names = path.map { $0.declaration.name }
        return EnglishList.joined(
            withProgram || names.count == 1 ? names : Array(names.dropFirst()), separator: " ")
    }

    mutating func read(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument.hasPrefix("-"), argument.count > 1, !Self.isNegativeValue(argument) {
                try readOption(argument, then: &remaining)
            } else {
                try readWord(argument)
            }
        }
    }

    /// `-5m`, `-1`: no option's name starts with a digit, so such a word is a value (an operand
    /// its command then refuses in its own words) rather than an unknown option.
    private static func isNegativeValue(_ argument: String) -> Bool {
        argument.dropFirst().first?.isNumber == true
    }

    func invocation() throws(UsageError) -> Invocation {
        try command.usage.check(given: own.given, command: pathName(withProgram: false))
        return .run(try path[path.count - 1].init(own), shared)
    }

    private mutating func readOption(_ argument: String, then remaining: inout ArraySlice<String>)
        throws(UsageError)
    {
        let name: String
        var inline: String?
        if let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            inline = String(argument[argument.index(after: equals)...])
        } else {
            name = argument
        }
        if let option = SharedOptions.all.first(where: { $0.isNamed(name) }) {
            shared.values.record(try value(of: option, inline: inline, then: &remaining), for: option)
            if option.name == SharedOptions.help.declaration.name { helpGiven = true }
        } else if path.count == 1, CommandLineParser.version.declaration.isNamed(name) {
            _ = try value(of: CommandLineParser.version.declaration, inline: inline, then: &remaining)
            versionGiven = true
        } else if let option = command.arguments.first(where: { $0.isNamed(name) }) {
            own.record(try value(of: option, inline: inline, then: &remaining), for: option)
            ownOptionsGiven.append(name)
        } else {
            throw unknownOption(name)
        }
    }

    /// The option's value, checked; empty for a flag.
    private func value(
        of option: ArgumentDeclaration, inline: String?, then remaining: inout ArraySlice<String>
    )
        throws(UsageError) -> String
    {
        switch option.form {
        case .flag:
            if inline != nil { throw UsageError("\(option.name) takes no value") }
            return ""
        case .flagOrValue:
            guard let inline else { return "" }
            try option.check(value: inline)
            return inline
        case .option, .operand:
            break
        }
        let text: String
        if let inline {
            text = inline
        } else if let next = remaining.first, !next.hasPrefix("--") {
            text = next
            remaining = remaining.dropFirst()
        } else {
            throw UsageError("\(option.name) needs a value")
        }
        try option.check(value: text)
        return text
    }

    private mutating func readWord(_ word: String) throws(UsageError) {
        if operandsGiven == 0,
            let subcommand = command.subcommands.first(where: { $0.declaration.name == word })
        {
            path.append(subcommand)
            // The options before the word were the parent's: the subcommand refuses them as its own.
            if let first = ownOptionsGiven.first { throw unknownOption(first) }
            own = ParsedArguments(command: pathName(withProgram: false))
            return
        }
        let operands = command.operands
        if operandsGiven < operands.count {
            try operands[operandsGiven].check(operand: word, of: pathName(withProgram: false))
            own.record(word, for: operands[operandsGiven])
            operandsGiven += 1
        } else if !command.subcommands.isEmpty, operandsGiven == 0, ownOptionsGiven.isEmpty {
            stoppedAtUnknownCommand = true
            let parent = path.count == 1 ? "" : " for \(pathName(withProgram: false))"
            throw UsageError("unknown command '\(word)'\(parent)")
        } else {
            throw UsageError("unexpected argument '\(word)'")
        }
    }

    private func unknownOption(_ name: String) -> UsageError {
        path.count == 1
            ? UsageError("unknown option '\(name)'")
            : UsageError("unknown option '\(name)' for \(pathName(withProgram: false))")
    }
}
