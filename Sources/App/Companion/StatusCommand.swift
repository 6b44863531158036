import DI
import Presenters

/// `viper-auth status [--json]`: reads the home without changing it and prints the report.
struct StatusCommand: Command {
    static let json = Argument<Bool>.flag(
        "--json", help: "One line of JSON instead of text (its keys: docs/STATUS.md).")

    static let declaration = CommandDeclaration(
        name: "status", summary: "profiles, sessions, pending push", usage: .optional(json),
        details: """
            Each profile on the home with its authenticators, its session (signed in until when,
            role and school) and its pending push requests. It reads without refreshing anything,
            so it is safe beside a running app, and never prints a token. With --server URL, the
            clock and faults shown are that server's home's.
            """)

    /// The documented JSON instead of text.
    var json = false
}

extension StatusCommand {
    init(_ arguments: ParsedArguments) {
        json = arguments.has(Self.json)
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(await shared.runner().status(json ? .json : .text))
    }
}
