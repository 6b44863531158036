import Interactors
import Router
import TestSupport
import Testing

@testable import DI
@testable import Views

/// Where the composition root applies tracing: each interactor is wrapped in its module's
/// decorator where it is registered, and each view gets a `ViewTrace`, only while `--trace` is on.
@MainActor
@Suite("Tracing is applied by the composition root only while --trace is on")
struct TracingWiringTests {
    /// Each module's interactor factory (`Modules/<Module>/Container+<Module>.swift`), with the type it builds and the
    /// decorator that wraps it while tracing.
    enum InteractorFactory: CaseIterable, Sendable {
        case welcome, startup, registration, createPin, changePinNew, login, changePinCurrent
        case registerAuthenticator, dashboard, switchContext, mobileAuth, pushConfirmation, authenticators
        case profile

        func resolve(from container: Container) throws(ResolutionError) -> any Sendable {
            switch self {
            case .welcome: try container.welcomeInteractor()
            case .startup: try container.startupInteractor()
            case .registration: try container.registrationInteractor()
            case .createPin: try container.createPinInteractor()(.sample)
            case .changePinNew: try container.changePinNewInteractor()(.sample)
            case .login: try container.loginInteractor()(.sample)
            case .changePinCurrent: try container.changePinCurrentInteractor()(.sample)
            case .registerAuthenticator: try container.registerAuthenticatorInteractor()(.sample)
            case .dashboard: try container.dashboardInteractor()
            case .switchContext: try container.switchContextInteractor()
            case .mobileAuth: try container.mobileAuthInteractor()
            case .pushConfirmation: try container.pushConfirmationInteractor()(.sample)
            case .authenticators: try container.authenticatorsInteractor()
            case .profile: try container.profileInteractor()
            }
        }

        /// The interactor's own type.
        var interactor: String {
            switch self {
            case .login: "PinChallengeInteractor"
            default: Self.capitalized("\(self)") + "Interactor"
            }
        }

        /// The type of the decorator over it: its module's.
        var decorator: String {
            switch self {
            case .changePinNew: "TracingCreatePinInteractor"
            case .login, .changePinCurrent, .registerAuthenticator: "TracingPinChallengeInteractor"
            default: "Tracing" + Self.capitalized("\(self)") + "Interactor"
            }
        }

        private static func capitalized(_ name: String) -> String {
            name.prefix(1).uppercased() + name.dropFirst()
        }
    }

    @Test(
        "without --trace, each interactor is the real one, undecorated", arguments: InteractorFactory.allCases
    )
    func bareWhenNotTracing(_ factory: InteractorFactory) throws {
        let interactor = try factory.resolve(from: Container.make(tracer: .disabled))

        #expect(Self.typeName(interactor) == factory.interactor)
    }

    @Test(
        "with --trace, each interactor is wrapped in its module's decorator, over the real one",
        arguments: InteractorFactory.allCases)
    func wrappedWhenTracing(_ factory: InteractorFactory) throws {
        let interactor = try factory.resolve(from: Container.make(tracer: Tracer { _ in }))

        #expect(Self.typeName(interactor) == factory.decorator)
        let base = Mirror(reflecting: interactor).children.first { $0.label == "base" }?.value
        #expect(base.map(Self.typeName) == factory.interactor)
    }

    @Test("the Dashboard's interactor is its decorator with --trace and the real one without")
    func dashboardInteractor() throws {
        #expect(try Container.make(tracer: .disabled).dashboardInteractor() is DashboardInteractor)
        #expect(
            try Container.make(tracer: Tracer { _ in }).dashboardInteractor() is TracingDashboardInteractor)
    }

    @Test("a view is given a trace only with --trace, writing the hops of its module")
    func viewTrace() throws {
        let recorder = TraceRecorder()

        let untraced = try Container.make(tracer: .disabled).viewParts()
        let traced = try Container.make(tracer: recorder.tracer).viewParts()
        traced.trace(.dashboard)?.show("showTitle(Dashboard)")
        traced.trace(.welcome)?.handOver("viewDidLoad()")

        #expect(untraced.trace(.dashboard) == nil)
        #expect(
            recorder.lines == [
                "trace: Dashboard: Presenter -> View: showTitle(Dashboard)",
                "trace: Welcome: View -> Presenter: viewDidLoad()",
            ])
    }

    @Test(
        "with --trace, the screen of every route traces each hop under the module that shows it, its routing calls too",
        .timeLimit(.minutes(5)), arguments: RouteName.allCases)
    func screenHopsNameTheirModule(_ name: RouteName) async throws {
        let home = try TemporaryEngineHome()
        defer { home.remove() }
        let recorder = TraceRecorder()
        let router = try Container.make(settings: home.settings(), tracer: recorder.tracer).makeRouter()

        _ = await router.run(from: .sample(name))

        // The screen's hops: up to the router's first edge, if it took one; the engine's are its own.
        let screen = recorder.lines.filter { !$0.hasPrefix("trace: Engine: ") }.prefix {
            !$0.hasPrefix("trace: Router: ")
        }
        let module = "trace: \(name.moduleShowingIt): "
        #expect(screen.first == module + "View -> Presenter: viewDidLoad()")
        #expect(screen.allSatisfy { $0.hasPrefix(module) }, "\(screen)")
    }

    /// The type's name without its generic arguments.
    private static func typeName(_ value: Any) -> String {
        String(String(describing: type(of: value)).prefix { $0 != "<" })
    }
}
