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
    /// Each command's builder in the app's container; the module's view is returned, for the test
    /// to drop.
    enum CommandModule: String, CaseIterable {
        case status, push, browser, server, clock, faults, simulate, completion, interactive

        @MainActor func make(from container: Container) -> AnyObject {
            switch self {
            case .status: container.makeStatus()
            case .push: container.makePush()
            case .browser: container.makeBrowser()
            case .server: container.makeServer(allowsRemoteControl: false)
            case .clock: container.makeClock()
            case .faults: container.makeFaults()
            case .simulate: container.makeSimulate()
            case .completion: container.makeCompletion()
            case .interactive: container.makeInteractiveEnding()
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
            let module = command.make(from: container)
            released = module
            #expect(released === module)
        }

        #expect(released == nil, "the \(command.rawValue) module outlived its last reference")
    }

    @Test("a command's interactor comes from the container: one a test registers is the one its module calls")
    func commandInteractorIsOverridable() async {
        let container = Container.make()
        let output = RecordedCommandOutput()
        container.commandOutput = output
        let mock = StatusInteractorMock()
        mock.reports = [.failure(.cancelled)]
        container.interactors.status = { _ in mock }

        _ = await container.makeStatus().run(.text)

        #expect(mock.calls == [.report])
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
