/// `viper-auth help --man`: the manual page, in roff with the man(7) macros, written from the
/// command table (usage lines, options, each command's help), the help's prose and the documented
/// exit statuses — so the manual says what the parser takes and `--help` says.
enum ManPage {
    static func render(root: any Command.Type = CommandTable.root) -> String {
        let program = CommandTable.programName
        let usage =
            HelpText.usageLines(of: [root.declaration]).map(\.usage)
            + [HelpText.usageBlock(root: root).last]
            .compactMap { $0 }
        var lines = [
            ".TH \(quoted(program.uppercased())) 1 \"\" \(quoted(HelpText.version)) \"User Commands\"",
            // Ragged right and no hyphenation: options and paths must print whole, as typed.
            ".ad l", ".nh",
            ".SH NAME", Roff.escaped("\(program) - \(HelpText.tagline)"),
            ".SH SYNOPSIS", ".nf",
        ]
        lines += usage.flatMap(Roff.textLines) + [".fi", ".SH DESCRIPTION"]
        lines += [HelpText.introduction, HelpText.input, HelpText.demoAccounts].flatMap(Roff.paragraphs)
        lines += [".SH OPTIONS", Roff.escaped(optionsIntroduction)]
        lines += root.declaration.arguments.flatMap(item) + item(CommandLineParser.version.declaration)
        lines += [".SH \"SHARED OPTIONS\"", Roff.escaped(sharedOptionsIntroduction)]
        lines += SharedOptions.all.flatMap(item)
        lines += [".SH COMMANDS"] + commands(under: [root.declaration])
        lines += [".SH \"EXIT STATUS\""]
        lines += ExitStatus.documented.flatMap {
            [".TP", ".B " + Roff.escaped($0.status), Roff.markdownCode($0.meaning)]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let optionsIntroduction = "Options of the interactive app:"
    private static let sharedOptionsIntroduction =
        "Every command takes these, before or after its name, as in git or kubectl:"

    /// A subsection for each command under the last of `path`, depth first: its usage line as
    /// heading, its summary, its details, its own arguments.
    private static func commands(under path: [CommandDeclaration]) -> [String] {
        path.last?.shownSubcommands.flatMap { subcommand -> [String] in
            let command = subcommand.declaration
            let words = (path + [command]).map(\.name) + [command.usage.synopsis].filter { !$0.isEmpty }
            var lines = [
                ".SS " + quoted(words.joined(separator: " ")), Roff.escaped(sentence(command.summary)),
            ]
            if !command.details.isEmpty { lines += Roff.paragraphs(command.details) }
            lines += command.arguments.flatMap(item)
            return lines + commands(under: path + [command])
        } ?? []
    }

    /// A tagged paragraph: the argument as written (names bold, value italic), then its help.
    private static func item(_ argument: ArgumentDeclaration) -> [String] {
        let label: String
        switch argument.form {
        case .flag:
            // As the help writes it: `-h, --help`.
            label = ([argument.shortName].compactMap { $0 } + [argument.name])
                .map { "\\fB" + Roff.escaped($0) + "\\fR" }.joined(separator: ", ")
        case .option(let placeholder):
            label = "\\fB" + Roff.escaped(argument.name) + "\\fR \\fI" + Roff.escaped(placeholder) + "\\fR"
        case .flagOrValue(let placeholder):
            label = "\\fB" + Roff.escaped(argument.name) + "\\fR[=\\fI" + Roff.escaped(placeholder) + "\\fR]"
        case .operand: label = "\\fI" + Roff.escaped(argument.name) + "\\fR"
        }
        return [".TP", label] + Roff.textLines(argument.help)
    }

    /// `"text"`, escaped, as a macro's argument.
    private static func quoted(_ text: String) -> String { "\"" + Roff.escaped(text) + "\"" }

    /// A summary (`the route graph`) as a sentence: `The route graph.`
    private static func sentence(_ summary: String) -> String {
        summary.prefix(1).uppercased() + summary.dropFirst() + "."
    }
}
