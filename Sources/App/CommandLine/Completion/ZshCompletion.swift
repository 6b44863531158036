/// The zsh completion script, written from the completion table: the same case statements and
/// walk as bash's, with zsh's own ways to offer words (`compadd`, `_describe`, `_directories`).
enum ZshCompletion {
    static func script(_ table: CompletionTable = CompletionTable()) -> String {
        let program = CommandTable.programName
        return [
            """
            #compdef \(program)
            # zsh completion for \(program), generated from its command table by
            # `\(program) completion zsh`. Load it with `source <(\(program) completion zsh)` after
            # compinit, or save it as _\(program) in a directory on $fpath.

            """,
            PosixCompletionCases.isSubcommand(table),
            PosixCompletionCases.takesValue(table),
            subcommands(table),
            options(table),
            values(table),
            profiles,
            PosixCompletionCases.walk(array: "words", firstArgument: 2, cursor: "CURRENT"),
            """
                if [[ -n $pending ]]; then
                    [[ $cur == '=' ]] && compset -P '='
                    _viper_auth_values "$command" "$pending" "$home"
                elif [[ $cur == --*=* ]]; then
                    compset -P '*='
                    _viper_auth_values "$command" "${cur%%=*}" "$home"
                elif [[ $cur == -* ]]; then
                    _viper_auth_options "$command"
                else
                    ((operands == 0)) && _viper_auth_subcommands "$command"
                    _viper_auth_values "$command" "@$operands" "$home"
                fi
            }

            if [[ $funcstack[1] == _\(program) ]]; then
                _viper_auth "$@"
            else
                compdef _viper_auth \(program)
            fi

            """,
        ].joined(separator: "\n")
    }

    private static func subcommands(_ table: CompletionTable) -> String {
        let cases = table.commands.filter { !$0.subcommands.isEmpty }.map { command in
            (
                patterns: [PosixCompletionCases.pattern(command.key)],
                body: "described=(\(described(command.subcommands.map { ($0.name, $0.summary) })))"
            )
        }
        return PosixCompletionCases.function(
            "_viper_auth_subcommands", comment: "Offers the commands under command $1.", subject: "$1",
            cases: cases, before: "local -a described", after: "_describe -t commands command described")
    }

    private static func options(_ table: CompletionTable) -> String {
        let cases = table.commands.filter { !$0.options.isEmpty }.map { command in
            (
                patterns: [PosixCompletionCases.pattern(command.key)],
                body: "described+=(\(described(command.options)))"
            )
        }
        return PosixCompletionCases.function(
            "_viper_auth_options", comment: "Offers the options of command $1.", subject: "$1",
            cases: cases, before: "local -a described=(\(described(table.sharedOptions)))",
            after: "_describe -t options option described")
    }

    private static func values(_ table: CompletionTable) -> String {
        let cases = PosixCompletionCases.valueCases(table) { values in
            switch values {
            case .none: nil
            case .words(let words): "compadd -- " + words.map(ShellQuoting.posix).joined(separator: " ")
            case .directories: "_directories"
            case .profiles: "_viper_auth_profiles \"$3\""
            }
        }
        return PosixCompletionCases.function(
            "_viper_auth_values",
            comment:
                "Offers the values of argument $2 (an option, or @N for the Nth operand) of command $1;\n"
                + "# $3 is the home the command line names, if any.",
            subject: "$1|$2", cases: cases)
    }

    /// `'name:description' …` for `_describe`, a colon in a name escaped.
    private static func described(_ items: [(name: String, description: String)]) -> String {
        items.map { ShellQuoting.posix($0.name.replacing(":", with: "\\:") + ":" + $0.description) }
            .joined(separator: " ")
    }

    private static func described(_ options: [ArgumentDeclaration]) -> String {
        described(CompletionTable.described(options))
    }

    private static let profiles = """
        # The profiles on the home ($1, else the binary's default), as the binary lists them: this
        # script never reads the home itself.
        _viper_auth_profiles() {
            local program=${words[1]/#\\~/$HOME}
            local -a arguments=(__complete profiles) profiles
            [[ -n $1 ]] && arguments+=(--home "${${(Q)1}/#\\~/$HOME}")
            profiles=(${(f)"$("$program" "${arguments[@]}" 2>/dev/null)"})
            compadd -- "${profiles[@]}"
        }

        """
}
