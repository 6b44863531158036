/// The bash completion script, written from the completion table: a few case statements that
/// say what the table says, and one function that walks the words typed so far as the parser does.
enum BashCompletion {
    static func script(_ table: CompletionTable = CompletionTable()) -> String {
        let program = CommandTable.programName
        return [
            """
            # bash completion for \(program), generated from its command table by
            # `\(program) completion bash`. Load it with `source <(\(program) completion bash)`, or
            # save it as ~/.local/share/bash-completion/completions/\(program).

            """,
            PosixCompletionCases.isSubcommand(table),
            PosixCompletionCases.takesValue(table),
            subcommands(table),
            options(table),
            values(table),
            helpers,
            PosixCompletionCases.walk(array: "COMP_WORDS", firstArgument: 1, cursor: "COMP_CWORD"),
            """
                COMPREPLY=()
                if [[ -n $pending ]]; then
                    [[ $cur == '=' ]] && cur=''
                    _viper_auth_values "$command" "$pending" "$cur" "$home"
                elif [[ $cur == --*=* ]]; then
                    local option="${cur%%=*}"
                    _viper_auth_values "$command" "$option" "${cur#*=}" "$home"
                    COMPREPLY=("${COMPREPLY[@]/#/$option=}")
                elif [[ $cur == -* ]]; then
                    _viper_auth_options "$command" "$cur"
                else
                    ((operands == 0)) && _viper_auth_subcommands "$command" "$cur"
                    _viper_auth_values "$command" "@$operands" "$cur" "$home"
                fi
            }

            complete -F _viper_auth \(program)

            """,
        ].joined(separator: "\n")
    }

    private static func subcommands(_ table: CompletionTable) -> String {
        let cases = table.commands.filter { !$0.subcommands.isEmpty }.map { command in
            (
                patterns: [PosixCompletionCases.pattern(command.key)],
                body: "_viper_auth_reply \"$2\" "
                    + command.subcommands.map { ShellQuoting.posix($0.name) }
                    .joined(separator: " ")
            )
        }
        return PosixCompletionCases.function(
            "_viper_auth_subcommands", comment: "Offers the commands under command $1 that start with $2.",
            subject: "$1", cases: cases)
    }

    private static func options(_ table: CompletionTable) -> String {
        let cases = table.commands.filter { !$0.options.isEmpty }.map { command in
            (
                patterns: [PosixCompletionCases.pattern(command.key)],
                body: "_viper_auth_reply \"$2\" " + words(command.options.flatMap(\.spellings))
            )
        }
        return PosixCompletionCases.function(
            "_viper_auth_options", comment: "Offers the options of command $1 that start with $2.",
            subject: "$1", cases: cases,
            after: "_viper_auth_reply \"$2\" " + words(table.sharedOptions.flatMap(\.spellings)))
    }

    private static func values(_ table: CompletionTable) -> String {
        let cases = PosixCompletionCases.valueCases(table) { values in
            switch values {
            case .none: nil
            case .words(let words): "_viper_auth_reply \"$3\" " + Self.words(words)
            case .directories: "_viper_auth_reply_directories \"$3\""
            case .profiles: "_viper_auth_reply_profiles \"$3\" \"$4\""
            }
        }
        return PosixCompletionCases.function(
            "_viper_auth_values",
            comment: "Offers the values of argument $2 (an option, or @N for the Nth operand) of command $1\n"
                + "# that start with $3; $4 is the home the command line names, if any.",
            subject: "$1|$2", cases: cases)
    }

    private static func words(_ words: [String]) -> String {
        words.map(ShellQuoting.posix).joined(separator: " ")
    }

    private static let helpers = """
        # Offers each of $2… that starts with $1 (a quote typed before it aside); one holding a space
        # is offered quoted, so it stays one word.
        _viper_auth_reply() {
            local typed=${1#[\\"\\']} candidate
            shift
            for candidate in "$@"; do
                [[ $candidate == "$typed"* ]] || continue
                if [[ $candidate == *' '* ]]; then
                    COMPREPLY+=("'$candidate'")
                else
                    COMPREPLY+=("$candidate")
                fi
            done
        }

        _viper_auth_reply_directories() {
            local directory
            compopt -o filenames 2>/dev/null
            while IFS= read -r directory; do
                COMPREPLY+=("$directory")
            done < <(compgen -d -- "$1")
        }

        # The profiles on the home ($2, else the binary's default) that start with $1, as the binary
        # lists them: this script never reads the home itself.
        _viper_auth_reply_profiles() {
            local program="${COMP_WORDS[0]/#\\~/$HOME}" profile
            local arguments=(__complete profiles)
            [[ -n $2 ]] && arguments+=(--home "${2/#\\~/$HOME}")
            while IFS= read -r profile; do
                _viper_auth_reply "$1" "$profile"
            done < <("$program" "${arguments[@]}" 2>/dev/null)
        }

        """
}
