import Interactors
import Presenters
import Router
import Views

/// The composition root: the app's three inputs, the services every module shares, and how each
/// interactor is made (`interactors`); the modules' builders (`Modules/<Module>`, `Commands`) and
/// the router (`makeRouter()`) are built from it, as the example app's `AppAssembly` combines one
/// assembly per layer.
///
/// What it offers is what the app uses. A shared service lives as long as the container: a lazy
/// property, made at its first use. An interactor is made for each module built, by a closure a
/// test may replace (`container.interactors.dashboard = { _ in spy }`), so every module built
/// afterwards gets the replacement. Each is a typed property, so a module cannot ask for what has
/// no registration, and nothing is kept as `Any` to be cast back. It is main-actor isolated, as
/// everything that builds a screen or a command is, so it needs no lock.
@MainActor
package final class Container {
    /// The settings the command line chose: home, environment, `--server`.
    package let settings: EngineSettings
    /// Where `--trace` writes; `Tracer.disabled` without it.
    package let tracer: Tracer
    /// The console every view prints to and reads from (a scripted one in tests).
    package let terminal: any Terminal
    /// How each module's interactor is made; a test replaces one closure to override it.
    package var interactors = InteractorAssembly()

    /// The started engine over the settings, tracing its requests as Interactor → Engine hops.
    package lazy var engineHost = EngineHost(settings: settings, tracer: tracer)
    /// Standard output and standard error; a test sets a recording one before building a command.
    package lazy var commandOutput: any CommandOutput = StandardCommandOutput()
    /// The line under every screen's title: the simulated clock's offset, when there is one.
    package lazy var screenHeadings: any ScreenHeadingNoting = SimulatedClockHeading(
        clock: settings.simulatedClock, homeOption: settings.homeOption, serverOption: settings.serverOption)

    /// A container over the app's three inputs; nothing is made until a module asks for it.
    package init(settings: EngineSettings, tracer: Tracer, terminal: any Terminal) {
        self.settings = settings
        self.tracer = tracer
        self.terminal = terminal
    }

    /// `interactor`, wrapped by its module's tracing decorator (`wrap`, one of the
    /// `ModuleTrace.traced(_:)` overloads) while `--trace` is on; its hops are named after the module
    /// that shows `route`. Applied here, over whatever `interactors` made, so an override is traced
    /// too.
    func traced<Interactor>(
        _ interactor: Interactor, in route: RouteName, _ wrap: (ModuleTrace) -> (Interactor) -> Interactor
    ) -> Interactor {
        guard let trace = ModuleTrace(tracer, module: route.module) else { return interactor }
        return wrap(trace)(interactor)
    }
}
