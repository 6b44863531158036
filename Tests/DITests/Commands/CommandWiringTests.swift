import Interactors
import Presenters
import TestSupport
import Testing
import Views

@testable import DI

/// The commands as `App` runs them: every command's module built from the real composition root,
/// freed once dropped, and printing where the runner is told to.
@Suite("The commands' modules")
@MainActor
struct CommandWiringTests {
    /// Each command's builder, resolved from the app's container and asked for its module; the
    /// module's view is returned, for the test to drop.
    enum CommandModule: String, CaseIterable {
        case status, push, browser, server, clock, faults, simulate, interactive

        @MainActor func make(from container: Container) throws(ResolutionError) -> AnyObject {
            switch self {
            case .status: try container.statusCommand().make()
            case .push: try container.pushCommand().make()
            case .browser: try container.browserCommand().make()
            case .server: try container.serverCommand().make(allowsRemoteControl: false)
            case .clock: try container.clockCommand().make()
            case .faults: try container.faultsCommand().make()
            case .simulate: try container.simulateCommand().make()
            case .interactive: try container.interactiveCommand().make()
            }
        }
    }

    @Test(
        "builds every command's module from the app's container, and frees it once dropped",
        arguments: CommandModule.allCases)
    func buildsModule(_ command: CommandModule) throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let settings = EngineSettings(homeDirectory: home.path, environment: .dev)
        let container = Container(
            settings: settings, tracer: .disabled, terminal: ScriptedTerminal(lines: []))
        weak var released: AnyObject?

        do {
            let module = try command.make(from: container)
            released = module
            #expect(released === module)
        }

        #expect(released == nil, "the \(command.rawValue) module outlived its last reference")
    }

    @Test("a command prints to the runner's output, registered over the app's own")
    func printsToTheRunnersOutput() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let output = RecordedCommandOutput()

        let outcome = await CommandRunner(options: options(home: home.path), output: output).faults(.list)

        #expect(outcome == .done)
        #expect(output.standardOutput == "No faults in force.\n")
        #expect(output.standardError == "")
    }

    @Test("a bad $VIPER_AUTH_SERVER: the start module says so, the command fails, nothing else runs")
    func badServerVariable() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let output = RecordedCommandOutput()
        var options = options(home: home.path)
        options.server = "ftp://nowhere"

        let outcome = await CommandRunner(options: options, output: output).status(.text)

        #expect(outcome == .failed)
        #expect(output.standardOutput == "")
        #expect(
            output.standardError
                == "viper-auth: invalid value 'ftp://nowhere' for VIPER_AUTH_SERVER: expected an http:// URL\n"
        )
    }

    @Test("no home to be found: the start module says why, and the command fails")
    func noHome() async {
        let output = RecordedCommandOutput()
        let options = CommandOptions(
            home: nil, server: nil, serverVariable: "VIPER_AUTH_SERVER", serverExpected: "an http:// URL",
            noColor: true, environment: [:])

        #expect(await CommandRunner(options: options, output: output).clock(.show) == .failed)
        #expect(output.standardError.hasPrefix("viper-auth: "))
        #expect(output.standardOutput == "")
    }

    private func options(home: String) -> CommandOptions {
        CommandOptions(
            home: home, server: nil, serverVariable: "VIPER_AUTH_SERVER", serverExpected: "an http:// URL",
            noColor: true, environment: [:])
    }
}
