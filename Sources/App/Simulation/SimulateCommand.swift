import DI
import Presenters

/// `viper-auth simulate`: an attack, played against the home's server; it names one.
struct SimulateCommand: Command {
    static let declaration = CommandDeclaration(
        name: "simulate", summary: "an attack, played", usage: .nothing,
        subcommands: [StolenRefreshTokenCommand.self])
}

extension SimulateCommand {
    init(_ arguments: ParsedArguments) {}

    /// Lists the attacks it can play, each as its usage line writes it: the command table's help.
    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        for line in HelpText.attacks(of: Self.declaration) { ProcessIO.writeOutputLine(line) }
        return ExitStatus.success
    }
}

/// `viper-auth simulate stolen-refresh-token --profile P`.
struct StolenRefreshTokenCommand: Command {
    static let profile = Argument<String>.text(
        "--profile", "P", expected: "a profile id or email", help: "A profile id or an account email."
    ).completing(.profiles)

    static let declaration = CommandDeclaration(
        name: "stolen-refresh-token", summary: "present a rotated-away refresh token",
        usage: .required(profile),
        details: """
            Presents the profile's refresh token that its last refresh rotated away, as a thief who
            copied it would, and prints what the server answered; the app finds out at its next
            action. Exit status: 0 the server refused it; 1 no such profile or session, no
            refresh yet (so nothing to steal), or the server accepted it.
            """)

    /// A profile id or an account email.
    var profile: String
}

extension StolenRefreshTokenCommand {
    init(_ arguments: ParsedArguments) throws(UsageError) {
        profile = try arguments.required(Self.profile)
    }

    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ExitStatus.of(await shared.runner().simulate(.stolenRefreshToken(profile: profile)))
    }
}
