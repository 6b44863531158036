import Testing

@testable import App

/// The completion scripts against the table they are written from; the shells run them in the
/// end-to-end tests.
@Suite("Shell completion: the scripts say what the command table says")
struct CompletionTests {
    private static let table = CompletionTable()

    @Test(
        "each shell's script names every command and every option of the table",
        arguments: CompletionShell.allCases)
    func scriptNamesTheTable(shell: CompletionShell) {
        let script = shell.script
        let quote = shell == .fish ? ShellQuoting.fish : ShellQuoting.posix
        for command in Self.table.commands {
            for subcommand in command.subcommands {
                #expect(script.contains(quote("\(command.key)|\(subcommand.name)")), "\(subcommand.name)")
            }
            for option in command.options + Self.table.sharedOptions {
                for spelling in option.spellings {
                    // zsh's `_describe` takes `'name:description'`.
                    let offered = shell == .zsh ? "'\(spelling):" : quote(spelling)
                    #expect(script.contains(offered), "\(spelling) in the \(shell) script")
                }
            }
        }
    }

    @Test("the table has every command but the hidden one, which the help, manual and README omit too")
    func hiddenCommandIsLeftOut() throws {
        let keys = Self.table.commands.map(\.key)

        #expect(keys.contains("completion") && keys.contains("help") && keys.contains("faults add"))
        #expect(!keys.contains { $0.contains("__complete") })
        #expect(!HelpText.usageBlock().joined().contains("__complete"))
        #expect(!ManPage.render().contains("__complete"))
        #expect(!(try SourceFile.read("README.md")).contains("__complete profiles\n"))
    }

    @Test("every word offered for a value is one its argument accepts")
    func offeredWordsAreAccepted() {
        let arguments = Self.table.commands.flatMap { $0.options + $0.operands } + Self.table.sharedOptions
        var offered = 0
        for argument in arguments {
            guard case .words(let words) = argument.completion else { continue }
            for word in words {
                #expect(argument.accepts(word), "\(argument.name) offers '\(word)'")
                offered += 1
            }
        }
        #expect(offered > 20)
    }

    @Test("what each value completes to: choices, examples, routes, directories, profiles")
    func valueSources() {
        let sources = Dictionary(
            Self.table.valueSources.map { ("\($0.command ?? "*")|\($0.argument)", $0.values) },
            uniquingKeysWith: { first, _ in first })

        #expect(sources["|--env"] == .words(["dev", "staging", "prod"]))
        #expect(sources["graph|--format"] == .words(["mermaid", "dot"]))
        #expect(sources["completion|@0"] == .words(["bash", "zsh", "fish"]))
        #expect(sources["push|--profile"] == .profiles)
        #expect(sources["simulate stolen-refresh-token|--profile"] == .profiles)
        #expect(sources["*|--home"] == .directories)
        guard case .words(let routes) = sources["faults add|@0"] else {
            Issue.record("faults add's route completes to nothing")
            return
        }
        #expect(routes.contains("POST /v1/auth/refresh") && routes.contains("GET /v1/auth/me"))
        #expect(!routes.contains { $0.contains("/v1/simulation") })
        guard case .words(let durations) = sources["clock advance|@0"] else {
            Issue.record("clock advance's duration completes to nothing")
            return
        }
        #expect(!durations.isEmpty)
    }

    @Test("quoting keeps any text one literal word")
    func quoting() {
        #expect(ShellQuoting.posix("it's $HOME") == #"'it'\''s $HOME'"#)
        #expect(ShellQuoting.fish(#"it's a \ "#) == #"'it\'s a \\ '"#)
    }

    @Test("completion takes a shell the table knows, and help takes --man")
    func parsing() throws {
        #expect(try parse(["completion", "zsh"]) == .run(CompletionCommand(shell: .zsh), SharedOptions()))
        #expect(
            refusal(["completion", "tcsh"]) == "invalid value 'tcsh' for SHELL: expected bash, zsh or fish")
        #expect(refusal(["completion"]) == "completion needs bash, zsh or fish")
        #expect(try parse(["help", "--man"]) == .run(HelpCommand(manual: true), SharedOptions()))
        #expect(try parse(["help"]) == .run(HelpCommand(manual: false), SharedOptions()))
        #expect(
            try parse(["__complete", "profiles", "--home", "/h"])
                == .run(CompleteCommand(candidates: .profiles), SharedOptions.given(home: "/h")))
    }
}
