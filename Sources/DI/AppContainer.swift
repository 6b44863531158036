import Interactors
import Router
import Views

/// The composition root: the app's container, built from every layer's assembly, and the router
/// that runs on top of it. `main` calls `make` and then `makeRouter`; tests do the same with a
/// scripted terminal.
package enum AppContainer {
    /// The assemblies of the app, one per layer.
    package static func assemblies(
        settings: EngineSettings, tracer: Tracer, terminal: any Terminal
    ) -> [any Assembly] {
        [
            EngineAssembly(settings: settings, tracer: tracer),
            InteractorAssembly(),
            ModuleAssembly(),
            ViewAssembly(terminal: terminal),
            CommandAssembly(),
        ]
    }

    /// A container holding every registration of the app; nothing is built until resolved.
    package static func make(settings: EngineSettings, tracer: Tracer, terminal: any Terminal) -> Container {
        let container = Container()
        for assembly in assemblies(settings: settings, tracer: tracer, terminal: terminal) {
            assembly.assemble(into: container)
        }
        return container
    }

    /// The router over `container`'s modules, tracing each transition it follows; throws before
    /// any screen is shown when a module cannot be built.
    ///
    /// Built here, on the main actor, rather than registered: the router and its module factory
    /// are main-actor objects, and a container factory may run on any thread.
    @MainActor
    package static func makeRouter(resolvingFrom container: Container) throws(ResolutionError) -> AppRouter {
        let tracer = try container.resolve(Tracer.self)
        return AppRouter(factory: try AppModuleFactory(resolver: container)) { transition in
            tracer.hop(.router, .view, in: "Router", transition.traceDescription)
        }
    }
}

extension Transition {
    /// The edge as `viper-auth graph` draws it: `welcome --> registration: registrationChosen`.
    var traceDescription: String {
        "\(from.rawValue) --> \(to.name): \(event.rawValue)"
    }
}
