/// The parts the bash and zsh scripts share, in the syntax both read: functions made of one case
/// statement over the table, and the walk over the words typed so far.
enum PosixCompletionCases {
    /// `name() { before; case "subject" in pattern|pattern) body ;; … esac; after }`, with
    /// `comment` above; the patterns are written as they are (`pattern(_:_:)` quotes them).
    static func function(
        _ name: String, comment: String, subject: String, cases: [(patterns: [String], body: String)],
        before: String? = nil, after: String? = nil
    ) -> String {
        var lines = ["# \(comment)", "\(name)() {"] + [before].compactMap { $0.map { "    " + $0 } }
        lines += ["    case \"\(subject)\" in"]
        lines += cases.map { "    \($0.patterns.joined(separator: "|"))) \($0.body) ;;" }
        lines += ["    esac"] + [after].compactMap { $0.map { "    " + $0 } } + ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// The pattern matching `command|argument` (a key and a word, as the functions' subjects join
    /// them), or `command` alone; a nil command matches any.
    static func pattern(_ command: String?, _ argument: String? = nil) -> String {
        let argument = argument.map { "|" + $0 } ?? ""
        guard let command else { return "*" + ShellQuoting.posix(argument) }
        return ShellQuoting.posix(command + argument)
    }

    /// `_viper_auth_is_subcommand COMMAND WORD`: whether WORD names a command under COMMAND.
    static func isSubcommand(_ table: CompletionTable) -> String {
        let pairs = table.commands.flatMap { command in
            command.subcommands.map { pattern(command.key, $0.name) }
        }
        return function(
            "_viper_auth_is_subcommand", comment: "Whether word $2 names a command under command $1.",
            subject: "$1|$2", cases: [(pairs, "return 0")], after: "return 1")
    }

    /// `_viper_auth_takes_value COMMAND OPTION`: whether OPTION takes the next word as its value.
    static func takesValue(_ table: CompletionTable) -> String {
        let pairs = table.valueOptions.map { pattern($0.command, $0.name) }
        return function(
            "_viper_auth_takes_value",
            comment: "Whether option $2 of command $1 takes the next word as its value.",
            subject: "$1|$2", cases: [(pairs, "return 0")], after: "return 1")
    }

    /// The cases of a values function: for each argument whose values complete to something, the
    /// body `action` writes for them (nil: none).
    static func valueCases(_ table: CompletionTable, action: (ValueCompletion) -> String?)
        -> [(patterns: [String], body: String)]
    {
        table.valueSources.compactMap { source in
            action(source.values).map { ([pattern(source.command, source.argument)], $0) }
        }
    }

    /// The start of the main function: walks the words between the program's name (at
    /// `firstArgument - 1` in `array`) and the cursor's (at `cursor`) as the parser reads them, and
    /// leaves the command they name, the option waiting for its value, the home given and the count
    /// of operands in `command`, `pending`, `home` and `operands`, and the word at the cursor in `cur`.
    static func walk(array: String, firstArgument: Int, cursor: String) -> String {
        """
        # Completes the word at the cursor: walks the words before it as the parser reads them (a
        # word names a command under the one named so far until an operand is given; shared
        # options anywhere), then offers what may come next.
        _viper_auth() {
            local cur="${\(array)[\(cursor)]}" command='' pending='' home='' operands=0 word i
            for ((i = \(firstArgument); i < \(cursor); i++)); do
                word="${\(array)[i]}"
                if [[ -n $pending ]]; then
                    [[ $word == '=' ]] && continue
                    [[ $pending == --home ]] && home="$word"
                    pending=''
                elif [[ $word == -[!0-9]* ]]; then
                    if [[ $word == --home=* ]]; then
                        home="${word#--home=}"
                    elif [[ $word != *=* ]] && _viper_auth_takes_value "$command" "$word"; then
                        pending="$word"
                    fi
                elif ((operands == 0)) && _viper_auth_is_subcommand "$command" "$word"; then
                    command="${command:+$command }$word"
                else
                    operands=$((operands + 1))
                fi
            done
        """
    }
}
