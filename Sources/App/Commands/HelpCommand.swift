/// `viper-auth help [--man]`: the program's help, or with `--man` its manual page in roff.
struct HelpCommand: Command {
    static let manual = Argument<Bool>.flag(
        "--man", help: "The manual page in roff, for man: 'viper-auth help --man | man -l -'.")

    static let declaration = CommandDeclaration(
        name: "help", summary: "this help, or the manual page", usage: .optional(manual))

    /// The manual page instead of the help.
    var manual = false
}

extension HelpCommand {
    init(_ arguments: ParsedArguments) {
        manual = arguments.has(Self.manual)
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ProcessIO.writeOutput(manual ? ManPage.render() : HelpText.help(for: [CommandTable.root]) + "\n")
        return ExitStatus.success
    }
}
