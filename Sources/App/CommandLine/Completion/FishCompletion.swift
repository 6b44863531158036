/// The fish completion script, written from the completion table: functions of one `switch` each
/// that say what the table says, one that walks the words typed so far as the parser does, and one
/// `complete` line that asks it. Fish matches what is offered against the word typed.
enum FishCompletion {
    static func script(_ table: CompletionTable = CompletionTable()) -> String {
        let program = CommandTable.programName
        let subcommandPairs = table.commands.flatMap { command in
            command.subcommands.map { "\(command.key)|\($0.name)" }
        }
        return [
            """
            # fish completion for \(program), generated from its command table by
            # `\(program) completion fish`. Load it with `\(program) completion fish | source`, or save
            # it as ~/.config/fish/completions/\(program).fish.

            """,
            function(
                "__viper_auth_is_subcommand", arguments: "command word",
                comment: "Whether word $word names a command under command $command.",
                subject: "$command|$word", cases: [(subcommandPairs, "return 0")], after: "return 1"),
            function(
                "__viper_auth_takes_value", arguments: "command word",
                comment: "Whether option $word of command $command takes the next word as its value.",
                subject: "$command|$word",
                cases: [(table.valueOptions.map { "\($0.command ?? "*")|\($0.name)" }, "return 0")],
                after: "return 1"),
            function(
                "__viper_auth_subcommands", arguments: "command",
                comment: "The commands under command $command, each with a tab and its summary.",
                subject: "$command",
                cases: table.commands.filter { !$0.subcommands.isEmpty }.map { command in
                    ([command.key], described(command.subcommands.map { ($0.name, $0.summary) }))
                }),
            function(
                "__viper_auth_options", arguments: "command",
                comment: "The options of command $command, each with a tab and what it is.",
                subject: "$command",
                cases: table.commands.filter { !$0.options.isEmpty }.map {
                    ([$0.key], described($0.options))
                },
                after: described(table.sharedOptions)),
            values(table),
            walk,
        ].joined(separator: "\n")
    }

    /// `function name --argument-names arguments; switch "subject"; case pattern…; body; end; after; end`.
    private static func function(
        _ name: String, arguments: String, comment: String, subject: String,
        cases: [(patterns: [String], body: String)], after: String? = nil
    ) -> String {
        var lines = [
            "# \(comment)", "function \(name) --argument-names \(arguments)", "    switch \"\(subject)\"",
        ]
        for (patterns, body) in cases {
            lines += ["        case " + patterns.map(ShellQuoting.fish).joined(separator: " ")]
            lines += body.split(separator: "\n").map { "            " + $0 }
        }
        lines += ["    end"] + (after?.split(separator: "\n").map { "    " + $0 } ?? []) + ["end", ""]
        return lines.joined(separator: "\n")
    }

    private static func values(_ table: CompletionTable) -> String {
        let cases = table.valueSources.compactMap { source -> (patterns: [String], body: String)? in
            let body: String? =
                switch source.values {
                case .none: nil
                case .words(let words):
                    "printf '%s\\n' " + words.map(ShellQuoting.fish).joined(separator: " ")
                case .directories: "__fish_complete_directories \"$typed\""
                case .profiles: "__viper_auth_profiles \"$home\""
                }
            return body.map { (["\(source.command ?? "*")|\(source.argument)"], $0) }
        }
        return function(
            "__viper_auth_values", arguments: "command argument home typed",
            comment: "The values of argument $argument (an option, or @N for the Nth operand) of command\n"
                + "# $command; $home is the home the command line names, if any, $typed the value typed so far.",
            subject: "$command|$argument", cases: cases)
    }

    /// `printf '%s\t%s\n' name description …`.
    private static func described(_ items: [(name: String, description: String)]) -> String {
        "printf '%s\\t%s\\n' "
            + items.map { ShellQuoting.fish($0.name) + " " + ShellQuoting.fish($0.description) }
            .joined(separator: " ")
    }

    private static func described(_ options: [ArgumentDeclaration]) -> String {
        described(CompletionTable.described(options))
    }

    private static let walk = """
        # The profiles on the home ($home, else the binary's default), as the binary lists them: this
        # script never reads the home itself.
        function __viper_auth_profiles --argument-names home
            set -l program (string replace -r -- '^~' $HOME (commandline -opc)[1])
            set -l arguments __complete profiles
            test -n "$home"; and set -a arguments --home (string replace -r -- '^~' $HOME $home)
            command $program $arguments 2>/dev/null
        end

        # What may come at the cursor: walks the words before it as the parser reads them (a word
        # names a command under the one named so far until an operand is given; shared options
        # anywhere), then prints what may come next.
        function __viper_auth_complete
            set -l tokens (commandline -opc)
            set -l current (commandline -ct)
            set -l command ''
            set -l pending ''
            set -l home ''
            set -l operands 0
            for word in $tokens[2..-1]
                if test -n "$pending"
                    test "$pending" = --home; and set home $word
                    set pending ''
                else if string match -qr -- '^-[^0-9]' $word
                    if string match -q -- '--home=*' $word
                        set home (string replace -- '--home=' '' $word)
                    else if not string match -q -- '*=*' $word; and __viper_auth_takes_value "$command" $word
                        set pending $word
                    end
                else if test $operands -eq 0; and __viper_auth_is_subcommand "$command" $word
                    set command (string trim -- "$command $word")
                else
                    set operands (math $operands + 1)
                end
            end
            if test -n "$pending"
                __viper_auth_values "$command" $pending "$home" "$current"
            else if string match -qr -- '^--[^=]+=' $current
                set -l parts (string split -m 1 -- = $current)
                __viper_auth_values "$command" $parts[1] "$home" $parts[2] | string replace -r -- '^' "$parts[1]="
            else if string match -q -- '-*' $current
                __viper_auth_options "$command"
            else
                test $operands -eq 0; and __viper_auth_subcommands "$command"
                __viper_auth_values "$command" "@$operands" "$home" "$current"
            end
        end

        complete -c viper-auth -e
        complete -c viper-auth -f -a '(__viper_auth_complete)'

        """
}
