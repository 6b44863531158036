import Interactors
import Router

/// The router layer: the app's navigation over the modules' builders.
extension Container {
    /// The router over this container's modules; with `--trace`, it traces each routing call as a
    /// Presenter → Router hop of the module that made it, and each edge it follows as a
    /// Router → View hop.
    package func makeRouter() -> AppRouter {
        let factory = AppModuleFactory(container: self)
        guard tracer.isEnabled else { return AppRouter(factory: factory) }
        let tracer = tracer
        return AppRouter(
            factory: factory,
            observer: RouterObserver(
                routingCall: { route, call in tracer.hop(.presenter, .router, in: route.module, call)
                },
                transition: { tracer.hop(.router, .view, in: "Router", $0.traceDescription) }))
    }
}

extension Transition {
    /// The edge as `viper-auth graph` draws it: `welcome --> registration: registrationChosen`.
    var traceDescription: String {
        "\(from.rawValue) --> \(to.name): \(event.name)"
    }
}
