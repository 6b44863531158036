/// The command line as a table: the root command (the interactive app) and the commands under it.
///
/// Adding a command: a type conforming to `Command` (its declaration, reading its arguments, its
/// `run`) and its line here, or in its parent's `subcommands` for a word after another command's
/// (`clock advance`). The parser, `--help`, the README's usage block, the completion scripts and
/// the manual page follow from that.
enum CommandTable {
    /// The program's name, as the usage, the help and the messages write it.
    static let programName = "viper-auth"

    /// The interactive app: what runs when no command is named.
    static let root: any Command.Type = InteractiveCommand.self

    /// The commands named by the first word, in the order the help lists them.
    static let subcommands: [any Command.Type] = [
        GraphCommand.self,
        StatusCommand.self,
        PushCommand.self,
        BrowserCommand.self,
        ClockCommand.self,
        FaultsCommand.self,
        SimulateCommand.self,
        ServerCommand.self,
        CompletionCommand.self,
        HelpCommand.self,
        CompleteCommand.self,
    ]
}
