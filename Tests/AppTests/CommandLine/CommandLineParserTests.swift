import Testing

@testable import App

@Suite("The command line: the interactive app, graph and the shared options")
struct CommandLineParserTests {
    @Test("no arguments start the interactive app with the defaults")
    func defaults() throws {
        #expect(try parse([]) == .run(InteractiveCommand(), SharedOptions()))
    }

    @Test("every interactive option is read, with its value separate or after '='")
    func interactiveOptions() throws {
        let expected = Invocation.run(
            InteractiveCommand(environment: .dev, trace: .text), .given(home: "/tmp/h", noColor: true))
        #expect(try parse(["--home", "/tmp/h", "--env", "dev", "--trace", "--no-color"]) == expected)
        #expect(try parse(["--home=/tmp/h", "--env=dev", "--trace", "--no-color"]) == expected)
    }

    @Test("--trace writes lines, --trace=text too, and --trace=mermaid a sequence diagram")
    func traceFormats() throws {
        #expect(try parse(["--trace"]) == .run(InteractiveCommand(trace: .text), SharedOptions()))
        #expect(try parse(["--trace=text"]) == .run(InteractiveCommand(trace: .text), SharedOptions()))
        #expect(try parse(["--trace=mermaid"]) == .run(InteractiveCommand(trace: .mermaid), SharedOptions()))
        #expect(try parse([]) == .run(InteractiveCommand(trace: nil), SharedOptions()))
    }

    @Test("the help names --trace's formats, written after '='")
    func traceHelp() {
        let declaration = InteractiveCommand.trace.declaration
        #expect(declaration.synopsis == "--trace[=text|mermaid]")
        #expect(HelpText.usageBlock().first?.contains("[--trace[=text|mermaid]]") == true)
    }

    @Test("--version prints the version")
    func version() throws {
        #expect(try parse(["--version"]) == .version)
    }

    @Test("graph prints Mermaid by default and DOT on request")
    func graph() throws {
        #expect(try parse(["graph"]) == .run(GraphCommand(), SharedOptions()))
        #expect(try parse(["graph", "--format", "dot"]) == .run(GraphCommand(format: .dot), SharedOptions()))
        #expect(try parse(["graph", "--format=mermaid"]) == .run(GraphCommand(), SharedOptions()))
    }

    @Test(
        "--help or -h shows the help of the command the other words name, wherever it is and whatever else is wrong",
        arguments: [
            (["--help"], [] as [String]),
            (["-h"], []),
            (["--trace", "--help"], []),
            (["--bogus", "--help"], []),
            (["push", "--help"], ["push"]),
            (["--help", "push"], ["push"]),
            (["status", "-h"], ["status"]),
            (["push", "--wait", "soon", "--help"], ["push"]),
            (["browser", "a", "b", "--help"], ["browser"]),
            (["--home", "/h", "graph", "--format", "png", "-h"], ["graph"]),
        ])
    func help(arguments: [String], command: [String]) throws {
        guard case .help(let path) = try parse(arguments) else {
            Issue.record("\(arguments) did not ask for help")
            return
        }
        #expect(path.map { $0.declaration.name } == [CommandTable.programName] + command)
    }

    @Test("--help after a word that names no command is still refused")
    func helpOfAnUnknownCommand() {
        #expect(refusal(["frobnicate", "--help"]) == "unknown command 'frobnicate'")
    }

    @Test(
        "shared options come before or after the command, and mean the same",
        arguments: [
            ["--home", "/h", "status", "--json"],
            ["status", "--json", "--home", "/h"],
            ["--home=/h", "status", "--json"],
            ["status", "--home=/h", "--json"],
        ])
    func sharedOptionsAnywhere(arguments: [String]) throws {
        #expect(try parse(arguments) == .run(StatusCommand(json: true), .given(home: "/h")))
    }

    @Test("every command takes every shared option")
    func everyCommandTakesTheSharedOptions() throws {
        #expect(try parse(["--no-color", "status"]) == .run(StatusCommand(), .given(noColor: true)))
        #expect(try parse(["graph", "--home", "/h"]) == .run(GraphCommand(), .given(home: "/h")))
        #expect(
            try parse(["--home", "/h", "--no-color", "browser", "https://x"])
                == .run(BrowserCommand(target: .address("https://x")), .given(home: "/h", noColor: true)))
    }

    @Test("the interactive app's own options are refused before a command as after it")
    func rootOptionsBeforeACommand() {
        #expect(refusal(["--trace", "status"]) == "unknown option '--trace' for status")
        #expect(refusal(["status", "--trace"]) == "unknown option '--trace' for status")
        #expect(refusal(["--env", "dev", "push"]) == "unknown option '--env' for push")
        #expect(refusal(["status", "--version"]) == "unknown option '--version' for status")
    }

    @Test(
        "bad command lines are refused with one clear line",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["--env", "qa"], "invalid value 'qa' for --env: expected dev, staging or prod"),
            (["--env"], "--env needs a value"),
            (["--env="], "--env needs dev, staging or prod"),
            (["--home"], "--home needs a value"),
            (["--home", "--trace"], "--home needs a value"),
            (["--home="], "--home needs a directory"),
            (["--trace=yes"], "invalid value 'yes' for --trace: expected text or mermaid"),
            (["--trace="], "--trace needs text or mermaid"),
            (["--trace", "mermaid"], "unexpected argument 'mermaid'"),
            (["--no-color=1"], "--no-color takes no value"),
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["--home", "/h", "frobnicate"], "unknown command 'frobnicate'"),
            (["--trace", "extra"], "unexpected argument 'extra'"),
            (["graph", "--format", "png"], "invalid value 'png' for --format: expected mermaid or dot"),
            (["graph", "--trace"], "unknown option '--trace' for graph"),
            (["graph", "dot"], "unexpected argument 'dot'"),
        ])
    func refused(arguments: [String], message: String) {
        #expect(refusal(arguments) == message)
    }

    @Test(
        "the usage hint names the help of the command the line was for",
        arguments: [
            (["--bogus"], "viper-auth"),
            (["frobnicate"], "viper-auth"),
            (["graph", "--format", "png"], "viper-auth graph"),
            (["--home", "/h", "push"], "viper-auth push"),
            (["--trace", "status"], "viper-auth status"),
        ])
    func hint(arguments: [String], command: String) {
        #expect(hintedCommand(arguments) == command)
    }
}
