import DI
import Interactors
import Presenters
import Router
import Testing
import Views

/// The app's container as `main` builds it, from the real assemblies.
@Suite("The app's container")
@MainActor
struct ModuleWiringTests {
    /// The flows whose module `ModuleAssembly` registers. A module's author adds its flow here;
    /// the wiring test below then resolves it, builds its screen and checks the screen is freed.
    nonisolated static let wiredFlows: [Flow] = Flow.allCases.filter { $0 != .exit }

    /// What every module shares, resolved by name in the test below.
    enum SharedService: String, CaseIterable {
        case engineSettings, tracer, engineHost, flowInProgress, terminal

        func resolve(from container: Container) throws(ResolutionError) -> Any {
            switch self {
            case .engineSettings: try container.resolve(EngineSettings.self)
            case .tracer: try container.resolve(Tracer.self)
            case .engineHost: try container.resolve(EngineHost.self)
            case .flowInProgress: try container.resolve(FlowInProgress.self)
            case .terminal: try container.resolve((any Terminal).self)
            }
        }
    }

    @Test("resolves every shared service", arguments: SharedService.allCases)
    func resolvesSharedService(_ service: SharedService) throws {
        let (container, _, _) = makeSUT()

        _ = try service.resolve(from: container)
    }

    @Test("resolves the settings, tracer and terminal it was given")
    func resolvesWhatItWasGiven() throws {
        let (container, tracer, terminal) = makeSUT()

        #expect(try container.resolve(EngineSettings.self).homeDirectory == Self.homeDirectory)
        #expect(try container.resolve(Tracer.self) === tracer)
        #expect(try container.resolve((any Terminal).self) === terminal)
    }

    @Test("keeps one engine host and one flow in progress for the whole run")
    func engineHostAndFlowAreShared() throws {
        let (container, _, _) = makeSUT()

        #expect(try container.resolve(EngineHost.self) === container.resolve(EngineHost.self))
        #expect(try container.resolve(FlowInProgress.self) === container.resolve(FlowInProgress.self))
    }

    @Test("builds the module of every wired flow, and frees its screen once dropped", arguments: wiredFlows)
    func buildsModule(_ flow: Flow) throws {
        let (container, _, _) = makeSUT()
        let router = try AppContainer.makeRouter(resolvingFrom: container)
        let builder = try AppModuleFactory(resolver: container).builder(for: flow)
        weak var released: (any Screen)?

        do {
            released = builder.makeScreen(context: FlowContext(), router: router)
        }

        #expect(released == nil, "the \(flow.rawValue) module outlives its screen: a retain cycle")
    }

    @Test("has no module for the exit, and says so by name")
    func exitHasNoModule() throws {
        let (container, _, _) = makeSUT()

        #expect(throws: ResolutionError.notRegistered(type: "ModuleBuilding", name: "exit")) {
            try AppModuleFactory(resolver: container).builder(for: .exit)
        }
    }

    @Test("runs the router over its modules and traces each transition")
    func routerTracesTransitions() async throws {
        let recorder = TraceRecorder()
        let (container, _, _) = makeSUT(tracer: recorder.tracer)
        let scripted = container.makeChild()
        scripted.register((any ModuleBuilding).self, name: Flow.startup.rawValue) { _ in
            ScriptedModule(event: .noSession)
        }
        scripted.register((any ModuleBuilding).self, name: Flow.welcome.rawValue) { _ in
            ScriptedModule(event: .quit)
        }
        let router = try AppContainer.makeRouter(resolvingFrom: scripted)

        let end = await router.run()

        #expect(end == .quit)
        #expect(
            recorder.lines == [
                "trace: Router: Router -> View: startup --> welcome: noSession",
                "trace: Router: Router -> View: welcome --> exit: quit",
            ])
    }

    @Test("needs a tracer to build the router")
    func routerNeedsTracer() {
        #expect(throws: ResolutionError.notRegistered(type: "Tracer", name: nil)) {
            try AppContainer.makeRouter(resolvingFrom: Container())
        }
    }

    // Nothing is opened until the engine host is started, so the home need not exist.
    private static let homeDirectory = "/nonexistent/viper-auth-di-tests"

    private func makeSUT(
        tracer: Tracer = Tracer { _ in }
    ) -> (container: Container, tracer: Tracer, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: [])
        let settings = EngineSettings(homeDirectory: Self.homeDirectory, environment: .dev)
        let container = AppContainer.make(settings: settings, tracer: tracer, terminal: terminal)
        return (container, tracer, terminal)
    }
}
