import Interactors
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
        guard let settings = shared.engineSettings() else { return ExitStatus.failure }
        let reader = StatusReader(settings: settings, host: EngineHost(settings: settings, tracer: .disabled))
        let report: StatusReport
        do throws(AppError) {
            report = try await reader.report()
        } catch {
            ProcessIO.writeErrorLine("viper-auth status: \(ErrorPresentation(error).message)")
            return ExitStatus.failure
        }
        ProcessIO.writeOutput(
            json
                ? StatusJSON.render(report)
                : StatusText.render(report, homeOption: shared.home, serverOption: settings.serverOption))
        return ExitStatus.success
    }
}
