import Testing

@testable import App

/// Commands shaped like the ones DESIGN.md plans (`clock [advance DURATION | reset]`, `faults add
/// 'METHOD /path' KIND [--times N]`), declared here only: a new command, nested or not, is one
/// declaration that the parser, the usage messages and the help all read.
private struct PlannedRoot: Command {
    static let declaration = CommandDeclaration(
        name: "viper-auth", summary: "the interactive app", usage: .nothing,
        subcommands: [PlannedClock.self, PlannedFaults.self])

    init(_ arguments: ParsedArguments) {}

    func run(_ shared: SharedOptions) async -> Int32 { ExitStatus.success }
}

private struct PlannedClock: Command {
    static let declaration = CommandDeclaration(
        name: "clock", summary: "the home's simulated time", usage: .nothing,
        subcommands: [Advance.self, Reset.self])

    init(_ arguments: ParsedArguments) {}

    func run(_ shared: SharedOptions) async -> Int32 { ExitStatus.success }

    struct Advance: Command {
        static let duration = Argument<Int>.operand("DURATION", expected: "a duration such as 90s or 2h") {
            text in
            guard let unit = text.last, let seconds = Int(text.dropLast()), seconds > 0 else { return nil }
            switch unit {
            case "s": return seconds
            case "m": return seconds * 60
            case "h": return seconds * 3600
            default: return nil
            }
        }
        static let declaration = CommandDeclaration(
            name: "advance", summary: "move it forward", usage: .required(duration))

        var seconds: Int

        func run(_ shared: SharedOptions) async -> Int32 { ExitStatus.success }
    }

    struct Reset: Command {
        static let declaration = CommandDeclaration(
            name: "reset", summary: "back to real time", usage: .nothing)

        init(_ arguments: ParsedArguments) {}

        func run(_ shared: SharedOptions) async -> Int32 { ExitStatus.success }
    }
}

private struct PlannedFaults: Command {
    static let declaration = CommandDeclaration(
        name: "faults", summary: "the fault plan", usage: .nothing, subcommands: [Add.self])

    init(_ arguments: ParsedArguments) {}

    func run(_ shared: SharedOptions) async -> Int32 { ExitStatus.success }

    struct Add: Command {
        static let route = Argument<String>.operand(
            "'METHOD /path'", expected: "a route such as 'POST /v1/auth/refresh'")
        static let status = Argument<Int>.option("--status", "CODE", expected: "a status from 400 to 599") {
            Int($0).flatMap { (400...599).contains($0) ? $0 : nil }
        }
        static let unreachable = Argument<Bool>.flag("--unreachable")
        static let malformed = Argument<Bool>.flag("--malformed")
        static let times = Argument<Int>.option("--times", "N", expected: "a count from 1") {
            Int($0).flatMap { $0 >= 1 ? $0 : nil }
        }
        static let declaration = CommandDeclaration(
            name: "add", summary: "add a fault",
            usage: .sequence([
                .required(route),
                .alternatives([.required(status), .required(unreachable), .required(malformed)]),
                .optional(times),
            ]))

        var route: String
        var times: Int

        func run(_ shared: SharedOptions) async -> Int32 { ExitStatus.success }
    }
}

extension PlannedClock.Advance {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        seconds = try arguments.required(Self.duration)
    }
}

extension PlannedFaults.Add {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        route = try arguments.required(Self.route)
        times = arguments[Self.times] ?? 1
    }
}

extension Argument where Value == Bool {
    fileprivate static func flag(_ name: String) -> Self { flag(name, help: "\(name).") }
}

extension Argument {
    fileprivate static func operand(
        _ name: String, expected: String, read: @escaping @Sendable (String) -> Value?
    ) -> Self {
        operand(name, expected: expected, help: "\(name).", read: read)
    }

    fileprivate static func option(
        _ name: String, _ placeholder: String, expected: String, read: @escaping @Sendable (String) -> Value?
    ) -> Self {
        option(name, placeholder, expected: expected, help: "\(name).", read: read)
    }
}

extension Argument where Value == String {
    fileprivate static func operand(_ name: String, expected: String) -> Self {
        operand(name, expected: expected, help: "\(name).")
    }
}

@Suite("A command under a command, and usages with operands and alternatives")
struct NestedCommandTests {
    private func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        try CommandLineParser.parse(arguments, root: PlannedRoot.self)
    }

    @Test("a word after a command names its subcommand; shared options go anywhere")
    func subcommands() throws {
        #expect(
            try parse(["clock"]) == .run(PlannedClock(ParsedArguments(command: "clock")), SharedOptions()))
        #expect(
            try parse(["clock", "reset", "--home", "/h"])
                == .run(PlannedClock.Reset(ParsedArguments(command: "")), .given(home: "/h")))
        #expect(
            try parse(["--home", "/h", "clock", "advance", "2h"])
                == .run(PlannedClock.Advance(seconds: 7200), .given(home: "/h")))
        #expect(
            try parse(["faults", "add", "POST /v1/auth/refresh", "--status", "503", "--times=2"])
                == .run(PlannedFaults.Add(route: "POST /v1/auth/refresh", times: 2), SharedOptions()))
    }

    @Test(
        "what a nested command refuses names it",
        arguments: [
            (["clock", "forward"], "unknown command 'forward' for clock"),
            (["clock", "advance"], "clock advance needs a duration such as 90s or 2h"),
            (
                ["clock", "advance", "3x"],
                "invalid value '3x' for DURATION: expected a duration such as 90s or 2h"
            ),
            (["clock", "advance", "1h", "2h"], "unexpected argument '2h'"),
            (["clock", "reset", "--times", "2"], "unknown option '--times' for clock reset"),
            (["faults", "add"], "faults add needs a route such as 'POST /v1/auth/refresh'"),
            (["faults", "add", "GET /x"], "faults add needs --status CODE, --unreachable or --malformed"),
            (
                ["faults", "add", "GET /x", "--times", "2"],
                "faults add needs --status CODE, --unreachable or --malformed"
            ),
            (
                ["faults", "add", "GET /x", "--unreachable", "--malformed", "--status", "503"],
                "faults add takes only one of --status, --unreachable and --malformed"
            ),
            (
                ["faults", "add", "GET /x", "--malformed", "--times", "0"],
                "invalid value '0' for --times: expected a count from 1"
            ),
        ])
    func refused(arguments: [String], message: String) {
        #expect(refusal(arguments, root: PlannedRoot.self) == message)
    }

    @Test("the help of a nested command shows its usage and its own arguments only")
    func help() throws {
        guard case .help(let path) = try parse(["clock", "advance", "--help"]) else {
            Issue.record("no help")
            return
        }
        let help = HelpText.help(for: path)
        #expect(
            help.hasPrefix(
                "viper-auth clock advance — move it forward.\n\nUsage:\n  viper-auth clock advance DURATION\n"
            ))
        #expect(!help.contains("--times"))
        #expect(
            HelpText.usageLines(of: [PlannedRoot.declaration]).map(\.usage) == [
                "viper-auth", "viper-auth clock", "viper-auth clock advance DURATION",
                "viper-auth clock reset",
                "viper-auth faults",
                "viper-auth faults add 'METHOD /path' (--status CODE | --unreachable | --malformed) [--times N]",
            ])
    }
}
