/// `viper-auth completion bash|zsh|fish`: a shell's completion script, written from the command
/// table, so it completes what the parser takes.
struct CompletionCommand: Command {
    static let shell = Argument<CompletionShell>.operand(
        "SHELL", expected: EnglishList.or(CompletionShell.allCases.map(\.rawValue)),
        help: "bash, zsh or fish.", read: CompletionShell.init(rawValue:)
    ).completing(.words(CompletionShell.allCases.map(\.rawValue)))

    static let declaration = CommandDeclaration(
        name: "completion", summary: "the completion script for bash, zsh or fish", usage: .required(shell),
        details: """
            Prints a script that completes commands, options and their values: the choices of
            --env and --format, durations for clock advance, the routes for faults add, and
            --profile from the profiles on the home (the script asks viper-auth for them).
            Load it in the running shell:
              bash   source <(viper-auth completion bash)
              zsh    source <(viper-auth completion zsh)     (after compinit)
              fish   viper-auth completion fish | source
            scripts/install.sh installs all three where the shells look for them.
            """)

    /// The shell whose script is printed.
    var shell: CompletionShell
}

extension CompletionCommand {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        shell = try arguments.required(Self.shell)
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ProcessIO.writeOutput(shell.script)
        return ExitStatus.success
    }
}
