import Testing

@testable import App

/// Properties of the whole table, so a command added to it is checked without a line here.
@Suite("The command table: parser, help and README read the same declarations")
struct CommandTableTests {
    /// Every command with the words that name it, the root's empty.
    private static let commands: [(words: [String], path: [any Command.Type])] = {
        func walk(_ path: [any Command.Type]) -> [(words: [String], path: [any Command.Type])] {
            let words = path.dropFirst().map { $0.declaration.name }
            return [(words, path)] + (path.last?.declaration.subcommands ?? []).flatMap { walk(path + [$0]) }
        }
        return walk([CommandTable.root])
    }()

    private static var everyArgument: [ArgumentDeclaration] {
        commands.flatMap { $0.path.last?.declaration.arguments ?? [] } + SharedOptions.all
    }

    @Test("the table has the interactive app, its commands and the simulation's subcommands")
    func table() {
        #expect(
            Self.commands.map(\.words) == [
                [], ["graph"], ["status"], ["push"], ["browser"], ["clock"], ["clock", "advance"],
                ["clock", "reset"], ["faults"], ["faults", "add"], ["faults", "clear"], ["simulate"],
                ["simulate", "stolen-refresh-token"], ["server"], ["completion"], ["help"], ["__complete"],
            ])
    }

    @Test("a command's help lists its own arguments and the shared options, and nothing of another command")
    func helpListsOwnArgumentsOnly() throws {
        for (words, path) in Self.commands {
            let help = HelpText.help(for: path)
            #expect(try CommandLineParser.parse(words + ["--help"]) == .help(path))
            let own = (path.last?.declaration.arguments ?? []) + SharedOptions.all
            for argument in Self.everyArgument {
                let listed = help.contains("\n  \(argument.helpLabel) ")
                let isOwn = own.contains { $0.name == argument.name }
                #expect(listed == isOwn, "\(argument.name) in the help of '\(words.joined(separator: " "))'")
            }
        }
    }

    @Test("a command line made from each usage line runs that command, with shared options before or after")
    func usageLinesParse() throws {
        for (words, path) in Self.commands {
            guard let command = path.last else { continue }
            let arguments = Self.example(of: command.declaration.usage)
            for line in [
                words + arguments, ["--home", "/h"] + words + arguments, words + arguments + ["--home=/h"],
            ] {
                guard case .run(let parsed, let shared) = try CommandLineParser.parse(line) else {
                    Issue.record("\(line) did not run a command")
                    continue
                }
                #expect(type(of: parsed) == command, "\(line)")
                #expect(shared.home == (line.contains { $0.contains("/h") } ? "/h" : nil))
            }
        }
    }

    @Test("every option a command declares, the parser takes for that command and refuses for another")
    func declaredOptionsAreTaken() {
        for (words, path) in Self.commands {
            let own = path.last?.declaration.arguments ?? []
            for argument in Self.everyArgument where argument.form != .operand {
                let line = words + [argument.name] + [Self.sampleValue(of: argument)].compactMap { $0 }
                let refused = refusal(line)
                let unknown = refused?.hasPrefix("unknown option '\(argument.name)'") ?? false
                let taken = (own + SharedOptions.all).contains { $0.name == argument.name }
                #expect(unknown != taken, "\(line): \(refused ?? "taken")")
            }
        }
    }

    @Test("the README's command-line block is the help's usage block")
    func readme() throws {
        let readme = try SourceFile.read("README.md")
        guard let section = readme.components(separatedBy: "\n## Command line\n").dropFirst().first,
            let block = section.components(separatedBy: "```").dropFirst().first
        else {
            Issue.record("README.md has no code block under '## Command line'")
            return
        }
        #expect(block.split(separator: "\n").map(String.init) == HelpText.usageBlock())
        #expect(readme.contains("`--wait S` (at most \(PushCommand.maximumWait))"))
    }

    /// The words of one command line the usage accepts: every required argument, the first of
    /// each set of alternatives, and a valid value for each.
    private static func example(of usage: Usage) -> [String] {
        switch usage {
        case .nothing, .optionalPart: []
        case .argument(let argument):
            switch argument.form {
            case .flag, .flagOrValue: [argument.name]
            case .option: [argument.name] + [sampleValue(of: argument)].compactMap { $0 }
            case .operand: [sampleValue(of: argument)].compactMap { $0 }
            }
        case .sequence(let parts): parts.flatMap(example)
        case .alternatives(let parts): parts.first.map(example) ?? []
        }
    }

    /// A value `argument` accepts, or nil for a flag or an option whose value may be left out.
    private static func sampleValue(of argument: ArgumentDeclaration) -> String? {
        if argument.form == .flag { return nil }
        if case .flagOrValue = argument.form { return nil }
        let choices: [String]
        if case .option(let placeholder) = argument.form {
            choices = placeholder.split(separator: "|").map(String.init)
        } else {
            choices = []
        }
        var offered: [String] = []
        if case .words(let words) = argument.completion { offered = words }
        return (["https://x", "1", "503", "10m", "POST /v1/auth/refresh"] + choices + offered).first(
            where: argument.accepts)
    }
}
