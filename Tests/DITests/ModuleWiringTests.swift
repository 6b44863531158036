import Interactors
import Presenters
import Router
import Testing
import Views

@testable import DI

/// The app's container as `main` builds it, from the real assemblies.
@Suite("The app's container")
@MainActor
struct ModuleWiringTests {
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

    @Test("builds the module of every route, and frees its screen once dropped", arguments: Route.allCases)
    func buildsModule(_ route: Route) throws {
        let (container, _, _) = makeSUT()
        let router = try AppContainer.makeRouter(resolvingFrom: container)
        let builder = try AppModuleFactory(resolver: container).builder(for: route)
        weak var released: (any Screen)?

        do {
            // A profile's session: every module is built, none is the screen of a missing session.
            released = builder.makeScreen(
                context: RouteContext(sessionOwner: .profile(ProfileID(rawValue: "prf_ada"))), router: router)
        }

        #expect(released == nil, "the \(route.rawValue) module outlives its screen: a retain cycle")
    }

    @Test("each route's builder takes the session the route needs", arguments: Route.allCases)
    func builderTakesTheSessionItsRouteNeeds(_ route: Route) throws {
        let (container, _, _) = makeSUT()

        let builder = try AppModuleFactory(resolver: container).builder(for: route)

        #expect(builder.sessionNeed == route.sessionNeed, "\(type(of: builder)) for \(route.rawValue)")
    }

    @Test("builds the PIN screens of each route with that route's own builder")
    func challengeModulesHaveABuilderPerRoute() throws {
        let (container, _, _) = makeSUT()
        let factory = try AppModuleFactory(resolver: container)

        let builders = Route.allCases.compactMap { route -> String? in
            let builder = factory.builder(for: route)
            switch builder {
            case is PinChallengeModule, is ChangePinCurrentModule, is RegisterAuthenticatorModule,
                is CreatePinModule, is ChangePinNewModule:
                return "\(route.rawValue): \(type(of: builder))"
            default:
                return nil
            }
        }

        #expect(
            builders == [
                "createPin: CreatePinModule", "pinChallenge: PinChallengeModule",
                "registerAuthenticator: RegisterAuthenticatorModule",
                "changePinCurrent: ChangePinCurrentModule", "changePinNew: ChangePinNewModule",
            ])
    }

    @Test("refuses to make the router when a module is not registered, naming the missing builder")
    func missingModuleIsFoundBeforeTheRun() {
        let container = makeContainer(assembling: [InteractorAssembly()])

        #expect(throws: ResolutionError.notRegistered(type: "StartupModule", name: nil)) {
            try AppContainer.makeRouter(resolvingFrom: container)
        }
    }

    @Test("refuses to make the router when a module's interactor is not registered, naming it")
    func missingInteractorIsFoundBeforeTheRun() {
        let container = makeContainer(assembling: [ModuleAssembly()])

        #expect(throws: ResolutionError.notRegistered(type: "StartupInteracting", name: nil)) {
            try AppContainer.makeRouter(resolvingFrom: container)
        }
    }

    @Test("needs a tracer to build the router")
    func routerNeedsTracer() {
        #expect(throws: ResolutionError.notRegistered(type: "Tracer", name: nil)) {
            try AppContainer.makeRouter(resolvingFrom: Container())
        }
    }

    // Nothing is opened until the engine host is started, so the home need not exist.
    private static let homeDirectory = "/nonexistent/viper-auth-di-tests"

    /// A container of the engine and terminal, and of `layers` only.
    private func makeContainer(assembling layers: [any Assembly]) -> Container {
        let container = Container()
        let settings = EngineSettings(homeDirectory: Self.homeDirectory, environment: .dev)
        let assemblies: [any Assembly] =
            [
                EngineAssembly(settings: settings, tracer: .disabled),
                ViewAssembly(terminal: ScriptedTerminal(lines: [])),
            ]
            + layers
        for assembly in assemblies {
            assembly.assemble(into: container)
        }
        return container
    }

    private func makeSUT(
        tracer: Tracer = Tracer { _ in }
    ) -> (container: Container, tracer: Tracer, terminal: ScriptedTerminal) {
        let terminal = ScriptedTerminal(lines: [])
        let settings = EngineSettings(homeDirectory: Self.homeDirectory, environment: .dev)
        let container = AppContainer.make(settings: settings, tracer: tracer, terminal: terminal)
        return (container, tracer, terminal)
    }
}
