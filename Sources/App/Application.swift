import DI
import Interactors
import Presenters
import Router
import Views

/// The documented exit statuses (also in `--help` and the README).
enum ExitStatus {
    /// Quit, or input ended after the current engine flow was cancelled.
    static let success: Int32 = 0
    /// The home directory could not be used (also when input ends at the start-up error screen).
    static let failure: Int32 = 1
    /// A bad command line.
    static let usage: Int32 = 2
    /// `push --wait`: the app denied the request (or a wrong PIN or code denied it).
    static let pushDenied: Int32 = 3
    /// `push --wait`: the request expired unanswered.
    static let pushExpired: Int32 = 4
    /// `push --wait`: the wait ended before an answer; the request is still pending.
    static let pushUnanswered: Int32 = 5
}

/// Runs one command: the interactive app, a companion command, the graph, help or version.
@MainActor
enum Application {
    static func run(arguments: [String]) async -> Int32 {
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments)
        } catch {
            // The message may quote an argument: escaped, then the hint, in one write.
            ProcessIO.writeError(TerminalText.escaped("viper-auth: \(error)") + "\n\(HelpText.usageHint)\n")
            return ExitStatus.usage
        }
        switch command {
        case .help:
            ProcessIO.writeOutput(HelpText.help + "\n")
            return ExitStatus.success
        case .version:
            ProcessIO.writeOutput(HelpText.version + "\n")
            return ExitStatus.success
        case .graph(let format):
            ProcessIO.writeOutput(RouteGraph.render(as: format))
            return ExitStatus.success
        case .interactive(let options):
            return await runInteractive(options)
        case .browser(let options):
            return BrowserCommand.run(options)
        case .push(let options):
            guard let settings = resolveSettings(home: options.home) else { return ExitStatus.failure }
            return await PushCommand.run(options, settings: settings)
        case .status(let options):
            guard let settings = resolveSettings(home: options.home) else { return ExitStatus.failure }
            return await StatusCommand.run(options, settings: settings)
        case .clock(let options):
            guard let settings = resolveSettings(home: options.home) else { return ExitStatus.failure }
            return ClockCommand.run(options, settings: settings)
        case .faults(let options):
            guard let settings = resolveSettings(home: options.home) else { return ExitStatus.failure }
            return FaultsCommand.run(options, settings: settings)
        case .simulate(let options):
            guard let settings = resolveSettings(home: options.home) else { return ExitStatus.failure }
            return await SimulateCommand.run(options, settings: settings)
        }
    }

    /// The settings of a companion command's home (`--home`, else as the interactive app finds it).
    private static func resolveSettings(home: String?) -> EngineSettings? {
        do throws(AppError) {
            return try EngineSettings.resolve(
                homeFlag: home, environment: ProcessIO.environment(), appEnvironment: .prod)
        } catch {
            ProcessIO.writeErrorLine("viper-auth: \(ErrorPresentation(error).message)")
            return nil
        }
    }

    /// Builds the container on the chosen home and runs the router until quit or end of input.
    private static func runInteractive(_ options: InteractiveOptions) async -> Int32 {
        let environment = ProcessIO.environment()
        let settings: EngineSettings
        do {
            settings = try EngineSettings.resolve(
                homeFlag: options.home, environment: environment, appEnvironment: options.environment)
        } catch {
            ProcessIO.writeErrorLine("viper-auth: \(ErrorPresentation(error).message)")
            return ExitStatus.failure
        }
        // A trace line may quote what was typed or a server's words: escaped like any screen text.
        let tracer = options.trace ? Tracer { ProcessIO.writeErrorLine($0) } : Tracer.disabled
        TerminalSignals.install()
        let terminal = StandardTerminal.make(noColorFlag: options.noColor, environment: environment)
        defer { terminal.restore() }

        let container = AppContainer.make(settings: settings, tracer: tracer, terminal: terminal)
        let router: AppRouter
        do {
            router = try AppContainer.makeRouter(resolvingFrom: container)
        } catch {
            ProcessIO.writeErrorLine("viper-auth: \(error)")
            return ExitStatus.failure
        }
        switch await router.run() {
        case .quit:
            terminal.writeLine("Goodbye.")
            return ExitStatus.success
        case .endOfInput:
            terminal.writeLine()
            terminal.writeLine("End of input. Goodbye.")
            // Startup reads input only on its error screen: ending there means the app never started.
            return router.currentRoute == .startup ? ExitStatus.failure : ExitStatus.success
        }
    }
}
