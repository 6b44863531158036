import DI
import Presenters

/// `viper-auth clock`: the home's simulated time and its offset from real time.
struct ClockCommand: Command {
    static let declaration = CommandDeclaration(
        name: "clock", summary: "the home's simulated time", usage: .nothing,
        details: """
            One simulated time for the home: the app, push, status and browser on it all read it,
            and every screen heading says so while it is ahead. It only moves forward. See
            docs/SIMULATION.md.

            A running viper-auth server reads the clock of its own home: with --server URL (or
            VIPER_AUTH_SERVER) these commands show and move that server's clock.
            """,
        subcommands: [ClockAdvanceCommand.self, ClockResetCommand.self])
}

extension ClockCommand {
    init(_ arguments: ParsedArguments) {}

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(await shared.runner().clock(.show))
    }
}

/// `viper-auth clock advance DURATION`: moves the home's clock forward.
struct ClockAdvanceCommand: Command {
    static let duration = Argument<Int64>.operand(
        "DURATION",
        expected: "a duration forward in time, such as 90s, 14m, 2h or 31d "
            + "(at most \(DurationText.maximumSeconds / 86_400)d)",
        help: "How far: whole numbers with a unit, s, m, h or d (90s, 14m, 2h, 31d, 1h30m).",
        read: DurationText.seconds
    ).completing(.words(["90s", "14m", "2h", "31d", "1h30m"]))

    static let declaration = CommandDeclaration(
        name: "advance", summary: "move the home's clock forward", usage: .required(duration))

    /// Seconds, more than 0.
    var seconds: Int64
}

extension ClockAdvanceCommand {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        seconds = try arguments.required(Self.duration)
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(await shared.runner().clock(.advance(seconds: seconds)))
    }
}

/// `viper-auth clock reset`: back to real time.
struct ClockResetCommand: Command {
    static let declaration = CommandDeclaration(
        name: "reset", summary: "back to real time", usage: .nothing,
        details: """
            Tokens, push requests and codes issued while the clock was ahead are dated in what is
            then the future: a session renews its tokens at its next use, or ends if it cannot.
            """)
}

extension ClockResetCommand {
    init(_ arguments: ParsedArguments) {}

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(await shared.runner().clock(.reset))
    }
}
