/// The texts of `--help` and `--version`. Usage lines and option lists are drawn from the
/// commands' declarations, so the help shows what the parser takes; only the prose is written here.
enum HelpText {
    static let version = "\(CommandTable.programName) 0.4.0"

    /// The widest line the help writes.
    static let width = 90

    /// The line after a refused command line: where to read how `command` is used.
    static func usageHint(for command: String) -> String { "Run '\(command) --help' for usage." }

    /// What a command that only groups others (`simulate`) prints when none is named: a heading,
    /// then each of its subcommands as its usage line writes it, and its summary.
    static func attacks(of command: CommandDeclaration) -> [String] {
        ["Attacks to play (\(CommandTable.programName) \(command.name) ATTACK …):"]
            + command.subcommands.map { attack in
                let declaration = attack.declaration
                return "  \(declaration.name) \(declaration.usage.synopsis)  \(declaration.summary)"
            }
    }

    /// The help of the command `path` ends with; the root's is the program's whole help.
    static func help(for path: [any Command.Type]) -> String {
        let names = path.map { $0.declaration.name }.joined(separator: " ")
        guard path.count > 1, let command = path.last?.declaration else {
            return rootHelp(path.first ?? CommandTable.root)
        }
        var lines = ["\(names) — \(command.summary).", "", "Usage:"]
        lines += usageLines(of: path.map { $0.declaration }).map { "  " + $0.usage }
        let arguments = command.arguments
        let column = labelColumn(arguments + SharedOptions.all)
        if !arguments.isEmpty {
            lines += ["", arguments.contains { $0.form == .operand } ? "Arguments:" : "Options:"]
            lines += table(arguments, column: column)
        }
        lines += ["", "Shared options, before or after the command:"]
        lines += table(SharedOptions.all, column: column)
        if !command.details.isEmpty { lines += ["", command.details] }
        return lines.joined(separator: "\n")
    }

    /// One line per command, its usage then its summary; the root help and the README show them.
    static func usageBlock(root: any Command.Type = CommandTable.root) -> [String] {
        let lines = usageLines(of: [root.declaration])
        let column = min(lines.map(\.usage.count).max() ?? 0, 62) + 2
        let program = CommandTable.programName
        let aligned = lines.flatMap { line in
            line.usage.count + 2 > column
                ? [line.usage, String(repeating: " ", count: column) + line.summary]
                : [line.usage.padded(to: column) + line.summary]
        }
        return aligned + [
            "\(program) \(SharedOptions.help.declaration.name) | \(CommandLineParser.version.declaration.name)"
        ]
    }

    /// The usage line of the last declaration in `path` and of every command under it.
    static func usageLines(of path: [CommandDeclaration]) -> [(usage: String, summary: String)] {
        guard let command = path.last else { return [] }
        let words = path.map(\.name) + [command.usage.synopsis].filter { !$0.isEmpty }
        let own = (usage: words.joined(separator: " "), summary: command.summary)
        return [own] + command.shownSubcommands.flatMap { usageLines(of: path + [$0.declaration]) }
    }

    /// Where the help of `arguments` starts when they are listed in one or more tables.
    private static func labelColumn(_ arguments: [ArgumentDeclaration]) -> Int {
        min(arguments.map(\.helpLabel.count).max() ?? 0, 24) + 5
    }

    /// Two columns: each argument as written, then its help wrapped beside it from `column`.
    static func table(_ arguments: [ArgumentDeclaration], column: Int) -> [String] {
        let indent = String(repeating: " ", count: column)
        return arguments.flatMap { argument in
            let label = "  " + argument.helpLabel
            let lines = wrap(argument.help, width: width - column).map { indent + $0 }
            guard label.count + 1 < column, let first = lines.first else { return [label] + lines }
            return [label.padded(to: column) + first.dropFirst(column)] + lines.dropFirst()
        }
    }

    /// `text` in lines of at most `width` characters, broken between words.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        return line.isEmpty ? lines : lines + [line]
    }

    private static func rootHelp(_ root: any Command.Type) -> String {
        let own = root.declaration.arguments + [CommandLineParser.version.declaration]
        let column = labelColumn(own + SharedOptions.all)
        let lines =
            [introduction, "", "Usage:"] + usageBlock(root: root).map { "  " + $0 }
            + ["", "Options of the interactive app:"] + table(own, column: column)
            + ["", "Shared options, before or after a command:"] + table(SharedOptions.all, column: column)
            + [
                "", "Run '\(CommandTable.programName) COMMAND --help' for the options of a command.", "",
                about,
            ]
        return lines.joined(separator: "\n")
    }

    /// What the program is for, in a few words (the manual's NAME line).
    static let tagline = "step through OneWelcome-style authentication flows in a terminal"

    /// The help's first paragraph; the manual's description starts with it.
    static let introduction = """
        \(CommandTable.programName) — \(tagline):
        register (email and password, browser, two-step, one-time code, or a stateless
        session), create a PIN, log in through a PIN challenge, use a dashboard, log out.
        """

    /// The help's closing paragraphs.
    private static var about: String { [input, demoAccounts, exitStatus].joined(separator: "\n\n") }

    /// How the app reads what is typed (also in the manual's description).
    static let input = """
        Every prompt reads one line, so flows can be scripted: pipe the answers in.
        PINs and passwords are read with echo off on a terminal. An empty line at a PIN
        prompt cancels; end of input (Ctrl-D) cancels the current flow and exits.
        """

    /// The seeded accounts (also in the manual's description).
    static let demoAccounts = """
        Demo accounts (created on first run; their passwords are public by design):
          ada@viper-auth.example     analytical-engine   Teacher in two schools
          grace@viper-auth.example   compiler-1952       Student
        """

    private static let exitStatus = """
        Exit status:
          \(ExitStatus.success)    quit, or input ended (the current flow was cancelled, state intact)
          \(ExitStatus.failure)    the home directory could not be used (the engine did not start); for push
               and status, also: no such profile, not enrolled for push, unreadable state;
               for browser: nothing was given (end of input, a used or expired link);
               for clock and faults: the home's simulation files could not be used;
               for simulate: no such profile or session, or no refresh token to steal yet
          \(ExitStatus.usage)    bad command line (for push, also a message holding control characters),
               or a URL browser does not serve
          \(ExitStatus.pushDenied)    push --wait: the request was denied
          \(ExitStatus.pushExpired)    push --wait: the request expired
          \(ExitStatus.pushUnanswered)    push --wait: no answer within S seconds (the request is still pending)
          130  interrupted (Ctrl-C); 143 terminated (the terminal is restored first)
        """
}

extension String {
    /// The text followed by spaces up to `width` characters.
    fileprivate func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
