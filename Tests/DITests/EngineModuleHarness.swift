import AuthEngine
import Presenters
import Router
import TestSupport
import Views

@testable import DI
@testable import Interactors

/// Modules built by the real composition root and run by the real router over a started engine on
/// a temporary home, with a scripted terminal; every hop is traced, so a test can check that no
/// secret typed reaches the trace.
@MainActor
struct EngineModuleHarness {
    let home: TemporaryEngineHome
    let container: Container
    let terminal: ScriptedTerminal
    let recorder = TraceRecorder()

    /// A started engine whose settings are the home's, changed by `adjust`; the terminal reads
    /// `lines`.
    init(lines: [String], settings adjust: (inout EngineSettings) -> Void = { _ in }) async throws {
        home = try TemporaryEngineHome()
        terminal = ScriptedTerminal(lines: lines)
        var settings = home.settings()
        adjust(&settings)
        container = Container.make(settings: settings, tracer: recorder.tracer, terminal: terminal)
        _ = try await container.engineHost.start()
    }

    /// Runs the router from `route` until the person quits or input ends, and the edges it took.
    func run(from route: Route) async -> (RunEnd, [Transition]) {
        var transitions: [Transition] = []
        let router = AppRouter(
            factory: AppModuleFactory(container: container),
            observer: RouterObserver(transition: { transitions.append($0) }))
        let end = await router.run(from: route)
        return (end, transitions)
    }

    /// Whether `secret` reached the trace.
    func traced(_ secret: String) -> Bool {
        recorder.lines.contains { $0.contains(secret) }
    }

    func remove() {
        home.remove()
    }
}
