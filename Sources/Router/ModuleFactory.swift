import Presenters

/// Builds the module of a route: interactor, presenter, view and the routing edge back to the
/// router. The DI container implements it, so Router never imports Views or Interactors.
@MainActor
package protocol ModuleFactory: AnyObject {
    /// The screen of `route`'s module, wired to `router` and given `context`.
    func makeScreen(for route: Route, context: RouteContext, router: AppRouter) -> any Screen
}
