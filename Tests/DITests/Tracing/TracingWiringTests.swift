import Interactors
import Router
import TestSupport
import Testing

@testable import DI
@testable import Views

/// Where the composition root applies tracing: each module's builder wraps the interactor the
/// container made (a test's too) in its module's decorator, and each view gets a `ViewTrace`, only
/// while `--trace` is on.
@MainActor
@Suite("Tracing is applied by the composition root only while --trace is on")
struct TracingWiringTests {
    @Test("without --trace, a module's presenter calls the interactor registered, undecorated")
    func bareWhenNotTracing() async {
        let mock = await Self.runStatelessDashboard(in: Container.make(tracer: .disabled))

        #expect(mock.calls.first == .statelessSession)
    }

    @Test(
        "with --trace, the interactor a test registers is traced as its module's, by the module's decorator")
    func registeredInteractorIsTraced() async {
        let recorder = TraceRecorder()

        let mock = await Self.runStatelessDashboard(in: Container.make(tracer: recorder.tracer))

        #expect(mock.calls.first == .statelessSession)
        #expect(recorder.lines.contains("trace: Dashboard: Presenter -> Interactor: statelessSession()"))
        #expect(
            recorder.lines.contains(
                "trace: Dashboard: Interactor -> Presenter: statelessSession() failed: cancelled"))
    }

    @Test("a view is given a trace only with --trace, writing the hops of its module")
    func viewTrace() {
        let recorder = TraceRecorder()

        let untraced = Container.make(tracer: .disabled)
        let traced = Container.make(tracer: recorder.tracer)
        traced.viewTrace(.dashboard)?.show("showTitle(Dashboard)")
        traced.viewTrace(.welcome)?.handOver("viewDidLoad()")

        #expect(untraced.viewTrace(.dashboard) == nil)
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
        let router = Container.make(settings: home.settings(), tracer: recorder.tracer).makeRouter()

        _ = await router.run(from: .sample(name))

        // The screen's hops: up to the router's first edge, if it took one; the engine's are its own.
        let screen = recorder.lines.filter { !$0.hasPrefix("trace: Engine: ") }.prefix {
            !$0.hasPrefix("trace: Router: ")
        }
        let module = "trace: \(name.moduleShowingIt): "
        #expect(screen.first == module + "View -> Presenter: viewDidLoad()")
        #expect(screen.allSatisfy { $0.hasPrefix(module) }, "\(screen)")
    }

    /// Builds the stateless Dashboard from `container` over a mock whose session cannot be had,
    /// and runs it until input ends; returns the mock.
    private static func runStatelessDashboard(in container: Container) async -> DashboardInteractorMock {
        let mock = DashboardInteractorMock()
        mock.statelessSessions = .always(.failure(.cancelled))
        container.interactors.dashboard = { _ in mock }
        _ = await AppModuleFactory(container: container).makeScreen(
            for: .dashboard(.stateless), notice: nil, router: container.makeRouter()
        ).run()
        return mock
    }
}
