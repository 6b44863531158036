import Interactors
import Presenters

/// `viper-auth status [--json]`: reads the home without changing it and prints the report.
@MainActor
enum StatusCommand {
    static func run(_ options: StatusOptions, settings: EngineSettings) async -> Int32 {
        let reader = StatusReader(settings: settings, host: EngineHost(settings: settings, tracer: .disabled))
        let report: StatusReport
        do throws(AppError) {
            report = try await reader.report()
        } catch {
            ProcessIO.writeErrorLine("viper-auth status: \(ErrorPresentation(error).message)")
            return ExitStatus.failure
        }
        ProcessIO.writeOutput(options.json ? StatusJSON.render(report) : StatusText.render(report))
        return ExitStatus.success
    }
}
