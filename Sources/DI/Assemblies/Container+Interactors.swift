import Interactors
import Router

/// The interactor layer: one use-case object per module and route, over the shared engine host,
/// each registered in its module's folder (`Sources/DI/Modules/<Module>/Container+<Module>.swift`),
/// beside the builder that asks for it, so a new module adds a file there and edits none here.
///
/// While `--trace` is on, each is wrapped in its module's tracing decorator where it is registered
/// (`traced(_:in:_:)`, below): an interactor's calls are the one seam that differs from module to
/// module, so it is the one seam with a decorator per module; views and the router are traced
/// where every module passes (`ViewTrace`, `RouterObserver`).
extension Container {
    /// `interactor`, wrapped by `decorator` while `--trace` is on: the one place an interactor's
    /// tracing decorator is applied. Its hops are named after the module that shows `route`.
    func traced<Interactor>(
        _ interactor: Interactor, in route: RouteName, _ decorator: (Interactor, ModuleTrace) -> Interactor
    ) -> Interactor {
        guard let trace = ModuleTrace(tracer, module: route.module) else { return interactor }
        return decorator(interactor, trace)
    }
}
