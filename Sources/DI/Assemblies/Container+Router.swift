import Interactors
import Router

/// The router layer: the app's navigation over the modules' builders.
extension Container {
    /// The router over this container's modules, moving along `table`'s edges; with `--trace`, it
    /// traces each routing call as a Presenter → Router hop of the module that made it, each edge it
    /// follows as a Router → View hop, and an event it finds no way on for. Throws before any
    /// screen is shown when a module cannot be built.
    ///
    /// Built here, on the main actor, rather than kept as a service: the router and its module
    /// factory are main-actor objects, and a container factory may run on any thread.
    @MainActor
    package func makeRouter(table: TransitionTable = .standard) throws(ResolutionError) -> AppRouter {
        let factory = try AppModuleFactory(container: self)
        guard tracer.isEnabled else { return AppRouter(factory: factory, table: table) }
        let tracer = tracer
        return AppRouter(
            factory: factory, table: table,
            observer: RouterObserver(
                routingCall: { route, call in tracer.hop(.presenter, .router, in: route.module, call)
                },
                transition: { tracer.hop(.router, .view, in: "Router", $0.traceDescription) },
                stayed: { route, event in
                    tracer.hop(
                        .router, .view, in: "Router",
                        "\(route.rawValue): \(event.name) leads nowhere, staying")
                }))
    }
}

extension Transition {
    /// The edge as `viper-auth graph` draws it: `welcome --> registration: registrationChosen`.
    var traceDescription: String {
        "\(from.rawValue) --> \(to.name): \(event.name)"
    }
}
