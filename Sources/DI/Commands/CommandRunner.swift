import Interactors
import Presenters
import Views

/// What `App` calls to run a command: each entry point builds the command's module from the
/// composition root (`Container`, its command builders in `CommandModules.swift`) on the home the
/// options name, runs it and returns how it ended, which `App` maps to an exit status.
///
/// A command that cannot start (an unusable home, a bad `$VIPER_AUTH_SERVER`) is reported by the
/// CommandStart module and ends as `.failed`.
@MainActor
package struct CommandRunner {
    let options: CommandOptions
    let output: any CommandOutput

    /// A runner on the home and server `options` name, printing to `output`.
    package init(options: CommandOptions, output: any CommandOutput = StandardCommandOutput()) {
        self.options = options
        self.output = output
    }

    /// `viper-auth status [--json]`.
    package func status(_ format: StatusFormat) async -> CommandOutcome {
        await container()?.makeStatus().run(format) ?? .failed
    }

    /// `viper-auth push`; a home that cannot be used fails it.
    package func push(_ request: PushCommandRequest) async -> PushCommandOutcome {
        await container()?.makePush().run(request) ?? .failed
    }

    /// `viper-auth server`: serves the home's own server half, so a `--server` does not apply;
    /// `allowsRemoteControl` serves the control routes to every peer, not only to loopback;
    /// `openID` sets the OpenID provider's issuer and clients.
    package func server(
        _ address: ServerListenAddress, allowsRemoteControl: Bool,
        openID: OpenIDProviderOptions = OpenIDProviderOptions()
    ) async -> CommandOutcome {
        await container(usesServer: false)?.makeServer(
            allowsRemoteControl: allowsRemoteControl, openID: openID
        )
        .run(address) ?? .failed
    }

    /// `viper-auth browser`: its pages on the process's terminal, restored however the run ends.
    package func browser(_ target: BrowserTarget) async -> CommandOutcome {
        let terminal = StandardTerminal.make(noColorFlag: options.noColor, environment: options.environment)
        defer { terminal.restore() }
        return await container(terminal: terminal)?.makeBrowser().run(target) ?? .failed
    }

    /// `viper-auth clock`, `clock advance`, `clock reset`.
    package func clock(_ request: ClockRequest) async -> CommandOutcome {
        await container()?.makeClock().run(request) ?? .failed
    }

    /// `viper-auth faults`, `faults add`, `faults clear`.
    package func faults(_ request: FaultsRequest) async -> CommandOutcome {
        await container()?.makeFaults().run(request) ?? .failed
    }

    /// `viper-auth simulate ATTACK`.
    package func simulate(_ request: SimulateRequest) async -> CommandOutcome {
        await container()?.makeSimulate().run(request) ?? .failed
    }

    /// `viper-auth __complete profiles`: the candidates the completion scripts offer for
    /// `--profile`, read from the home's device half (never over `--server`).
    package func completeProfiles() -> CommandOutcome {
        container(usesServer: false)?.makeCompletion().listProfiles() ?? .failed
    }

    // MARK: - Starting

    /// The settings of the home the options name, or nil after the CommandStart module said why
    /// they cannot be used; `usesServer: false` for a command that acts on the home itself.
    func settings(appEnvironment: AppEnvironment = .prod, usesServer: Bool = true) -> EngineSettings? {
        do throws(AppError) {
            var settings = try EngineSettings.resolve(
                homeFlag: options.home, environment: options.environment, appEnvironment: appEnvironment)
            if usesServer, let server = options.server, !settings.useServer(server) {
                // Only the environment can hold a bad one: the parser checked the option's.
                cannotStart(
                    .serverVariable(
                        variable: options.serverVariable, value: server, expected: options.serverExpected))
                return nil
            }
            return settings
        } catch {
            cannotStart(.home(error))
            return nil
        }
    }

    /// The app's container on `settings`, its views printing to this runner's output and terminal.
    func container(settings: EngineSettings, tracer: Tracer = .disabled, terminal: (any Terminal)? = nil)
        -> Container
    {
        let terminal =
            terminal ?? StandardTerminal.make(noColorFlag: options.noColor, environment: options.environment)
        let container = Container(settings: settings, tracer: tracer, terminal: terminal)
        container.commandOutput = output
        return container
    }

    /// The app's container on the home the options name, or nil after saying why there is none.
    private func container(usesServer: Bool = true, terminal: (any Terminal)? = nil) -> Container? {
        settings(usesServer: usesServer).map { container(settings: $0, terminal: terminal) }
    }

    /// Says why the command could not start, through the CommandStart module: a presenter and a
    /// view, no interactor, built without a container (there is no home to make one on).
    func cannotStart(_ problem: CommandStartProblem) {
        let presenter = CommandStartPresenter()
        let view = CommandStartView(presenter: presenter, output: output)
        presenter.view = view  // the one back-reference: presenter → view, weak
        _ = view.show(problem)
    }
}
