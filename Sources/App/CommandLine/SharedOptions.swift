import DI
import Interactors

/// The options every command takes, before or after its name, as in git or kubectl.
///
/// Each is declared here once, with its value's check and its help line; a new one (`--server
/// URL`) is one declaration listed in `all`, and the parser, every command's help and the values
/// below read it from there.
struct SharedOptions: Sendable, Equatable {
    static let home = Argument<String>.text(
        "--home", "DIR", expected: "a directory",
        help: "Where state is kept. Default: $VIPER_AUTH_HOME, else $XDG_STATE_HOME/viper-auth, "
            + "else ~/.local/state/viper-auth."
    ).completing(.directories)
    static let server = Argument<String>.option(
        "--server", "URL", expected: "an http:// URL with a host and a port, such as http://127.0.0.1:8720",
        help: "The token server to use over HTTP (see viper-auth server); this home keeps the "
            + "device's half. Default: $VIPER_AUTH_SERVER, else the home's own server in process."
    ) { EngineSettings.isServerURL($0) ? $0 : nil }
    /// The environment variable that stands for `--server` when the option is not given.
    static let serverVariable = "VIPER_AUTH_SERVER"
    static let noColor = Argument<Bool>.flag(
        "--no-color", help: "Plain output. Colour is also off with NO_COLOR, TERM=dumb or a pipe.")
    static let help = Argument<Bool>.flag(
        "--help", shortName: "-h", help: "This help; after a command, that command's help.")

    /// Every shared option, in the order the help lists them.
    static let all = [home.declaration, server.declaration, noColor.declaration, help.declaration]

    /// What was given, by option.
    var values = ParsedArguments(command: CommandTable.programName)

    /// `--home DIR`; nil finds the home from the environment.
    var home: String? { values[Self.home] }

    /// `--server URL`, else `$VIPER_AUTH_SERVER` (an empty one counts as unset).
    func server(environment: [String: String]) -> String? {
        values[Self.server] ?? environment[Self.serverVariable].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// For a command that acts on a home itself (`server`): exit status 2
    /// after one line saying to give the server's `--home` when `--server` was given, else nil.
    /// `VIPER_AUTH_SERVER` is not a refusal: such a command simply does not read it.
    @MainActor func refusingServer(command: String) -> Int32? {
        guard values[Self.server] != nil else { return nil }
        // The line and the hint in one write, as for any bad command line.
        ProcessIO.writeErrorLines([
            "\(CommandTable.programName) \(command): acts on a home, not through a server: run it "
                + "with the server's --home instead of --server",
            HelpText.usageHint(for: "\(CommandTable.programName) \(command)"),
        ])
        return ExitStatus.usage
    }

    /// The options as the command modules are built on them, with the process's environment.
    func commandOptions(environment: [String: String] = ProcessIO.environment()) -> CommandOptions {
        CommandOptions(
            home: home, server: server(environment: environment), serverVariable: Self.serverVariable,
            serverExpected: Self.server.declaration.expected, noColor: noColor, environment: environment)
    }

    /// The runner of the command modules on these options, printing to the process's streams.
    @MainActor func runner() -> CommandRunner {
        CommandRunner(options: commandOptions())
    }

    /// `--no-color`: no colour even on a terminal.
    var noColor: Bool { values.has(Self.noColor) }
}
