import Interactors
import Presenters

/// `viper-auth simulate`: an attack, played against the home's server; it names one.
struct SimulateCommand: Command {
    static let declaration = CommandDeclaration(
        name: "simulate", summary: "an attack, played", usage: .nothing,
        subcommands: [StolenRefreshTokenCommand.self])
}

extension SimulateCommand {
    init(_ arguments: ParsedArguments) {}

    /// Lists the attacks it can play, each as its usage line writes it.
    @MainActor func run(_ shared: SharedOptions) async -> Int32 {
        ProcessIO.writeOutputLine(SimulationText.attacksHeading)
        for attack in Self.declaration.subcommands {
            let declaration = attack.declaration
            ProcessIO.writeOutputLine(
                "  \(declaration.name) \(declaration.usage.synopsis)  \(declaration.summary)")
        }
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
        guard let settings = shared.engineSettings() else { return ExitStatus.failure }
        let simulation = StolenTokenSimulation(host: EngineHost(settings: settings, tracer: .disabled))
        let prefix = "\(CommandTable.programName) simulate: "
        do throws(AppError) {
            let answer = try await simulation.run(profile: profile)
            switch answer.outcome {
            case .refused:
                ProcessIO.writeOutputLine(SimulationText.stolenTokenAnswer(answer))
                return ExitStatus.success
            case .noRotatedToken, .accepted:
                ProcessIO.writeErrorLine(prefix + SimulationText.stolenTokenAnswer(answer))
                return ExitStatus.failure
            }
        } catch {
            ProcessIO.writeErrorLine(prefix + SimulationText.stolenTokenFailure(error))
            return ExitStatus.failure
        }
    }
}
