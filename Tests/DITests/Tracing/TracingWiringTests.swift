import Interactors
import Presenters
import Router
import Testing
import Views

@testable import DI

/// The modules as the real assemblies build them, taken apart by reflection: with `--trace` a
/// tracing decorator sits at each seam of the presenter, and without it nothing does.
@MainActor
@Suite("Tracing is wired at the DI seam")
struct TracingWiringTests {
    /// Every route but the PIN screens', so a new module is checked here as it is added. The PIN
    /// modules (PinChallenge, CreatePin) are shown under several routes, each presenter reaching
    /// its router through the route's goal: `ChallengeModulesTests` and their decorator tests
    /// check them.
    nonisolated static let tracedRoutes = Route.allCases.filter {
        ![.createPin, .pinChallenge, .registerAuthenticator, .changePinCurrent, .changePinNew].contains($0)
    }

    @Test(
        "with --trace, the module's interactor, routing and view are each wrapped in its decorator",
        arguments: tracedRoutes)
    func wrappedWhenTracing(_ route: Route) throws {
        let module = Self.moduleName(of: route)
        let (screen, router) = try makeScreen(for: route, tracer: Tracer { _ in })

        #expect(Self.typeName(screen) == "TracedScreen")
        let view = try #require(Self.property("screen", of: screen) as? AnyObject)
        #expect(Self.typeName(view) == "\(module)View")
        let tracingView = try #require(Self.property("presenter", of: view) as? AnyObject)
        #expect(Self.typeName(tracingView) == "Tracing\(module)View")
        #expect(Self.property("view", of: tracingView) as? AnyObject === view)
        let handover = try #require(Self.property("handover", of: tracingView))
        let presenter = try #require(Self.property("presenter", of: handover) as? AnyObject)
        #expect(Self.typeName(presenter) == "\(module)Presenter")
        #expect(Self.property("view", of: presenter) as? AnyObject === tracingView)
        let interactor = try #require(Self.property("interactor", of: presenter))
        #expect(Self.typeName(interactor) == "Tracing\(module)Interactor")
        #expect(Self.typeName(try #require(Self.property("base", of: interactor))) == "\(module)Interactor")
        let routing = try #require(Self.property("router", of: presenter) as? AnyObject)
        #expect(Self.typeName(routing) == "Tracing\(module)Routing")
        #expect(Self.property("base", of: routing) as? AnyObject === router)
    }

    @Test(
        "without --trace, nothing is wrapped: the presenter talks to the view, interactor and router",
        arguments: tracedRoutes)
    func bareWhenNotTracing(_ route: Route) throws {
        let module = Self.moduleName(of: route)
        let (screen, router) = try makeScreen(for: route, tracer: .disabled)

        #expect(Self.typeName(screen) == "\(module)View")
        let presenter = try #require(Self.property("presenter", of: screen) as? AnyObject)
        #expect(Self.typeName(presenter) == "\(module)Presenter")
        #expect(Self.property("view", of: presenter) as? AnyObject === screen)
        #expect(
            Self.typeName(try #require(Self.property("interactor", of: presenter))) == "\(module)Interactor")
        #expect(Self.property("router", of: presenter) as? AnyObject === router)
    }

    // MARK: Helpers

    // Nothing is opened until the engine host is started, so the home need not exist.
    private static let homeDirectory = "/nonexistent/viper-auth-tracing-wiring-tests"

    private func makeScreen(for route: Route, tracer: Tracer) throws -> (any Screen, AppRouter) {
        let settings = EngineSettings(homeDirectory: Self.homeDirectory, environment: .dev)
        let container = AppContainer.make(
            settings: settings, tracer: tracer, terminal: ScriptedTerminal(lines: []))
        let router = try AppContainer.makeRouter(resolvingFrom: container)
        let screen = try AppModuleFactory(resolver: container).builder(for: route)
            .makeScreen(context: RouteContext(sessionOwner: .profile("prf_ada")), router: router)
        return (screen, router)
    }

    /// `switchContext` → `SwitchContext`, the prefix of the module's type names.
    private static func moduleName(of route: Route) -> String {
        route.rawValue.prefix(1).uppercased() + route.rawValue.dropFirst()
    }

    private static func typeName(_ value: Any) -> String {
        String(describing: type(of: value))
    }

    /// The stored property `name` of `subject` or of a class it inherits from (a view's presenter
    /// is `TerminalView`'s, a view decorator's handover `TracingView`'s), private or not,
    /// unwrapped when it is an optional (a weak reference); nil when there is no such property or
    /// it is nil.
    private static func property(_ name: String, of subject: Any) -> Any? {
        let mirrors = sequence(first: Mirror(reflecting: subject)) { $0.superclassMirror }
        guard let value = mirrors.lazy.compactMap({ $0.children.first { $0.label == name }?.value }).first
        else {
            return nil
        }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
