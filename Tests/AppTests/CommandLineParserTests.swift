import Testing

@testable import App

@Suite("The command line")
struct CommandLineParserTests {
    @Test("no arguments start the interactive app with the defaults")
    func defaults() throws {
        #expect(try CommandLineParser.parse([]) == .interactive(InteractiveOptions()))
    }

    @Test("every interactive option is read, with its value separate or after '='")
    func interactiveOptions() throws {
        var expected = InteractiveOptions()
        expected.home = "/tmp/h"
        expected.environment = .dev
        expected.trace = true
        expected.noColor = true
        #expect(
            try CommandLineParser.parse(["--home", "/tmp/h", "--env", "dev", "--trace", "--no-color"])
                == .interactive(expected))
        #expect(
            try CommandLineParser.parse(["--home=/tmp/h", "--env=dev", "--trace", "--no-color"])
                == .interactive(expected))
    }

    @Test(
        "help and version win wherever they appear", arguments: [["--help"], ["-h"], ["--trace", "--help"]])
    func help(arguments: [String]) throws {
        #expect(try CommandLineParser.parse(arguments) == .help)
    }

    @Test("--version prints the version")
    func version() throws {
        #expect(try CommandLineParser.parse(["--version"]) == .version)
    }

    @Test("graph prints Mermaid by default and DOT on request")
    func graph() throws {
        #expect(try CommandLineParser.parse(["graph"]) == .graph(.mermaid))
        #expect(try CommandLineParser.parse(["graph", "--format", "dot"]) == .graph(.dot))
        #expect(try CommandLineParser.parse(["graph", "--format=mermaid"]) == .graph(.mermaid))
    }

    @Test(
        "bad command lines are refused with one clear line",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["--env", "qa"], "invalid value 'qa' for --env: expected dev, staging or prod"),
            (["--env"], "--env needs a value"),
            (["--home"], "--home needs a value"),
            (["--home", "--trace"], "--home needs a value"),
            (["--home="], "--home needs a directory"),
            (["--trace=yes"], "--trace takes no value"),
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["--trace", "extra"], "unexpected argument 'extra'"),
            (["graph", "--format", "png"], "invalid value 'png' for --format: expected mermaid or dot"),
            (["graph", "--trace"], "unknown option '--trace' for graph"),
        ])
    func refused(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message)) { try CommandLineParser.parse(arguments) }
    }
}
