import Presenters

/// Builds the module of a route: interactor, presenter, view and the routing edge back to the
/// router. The DI container implements it, so Router never imports Views or Interactors.
@MainActor
package protocol ModuleFactory: AnyObject {
    /// The screen of `route`'s module, built with the route's data, wired to `router`, and told
    /// `notice`, what happened on the screen before.
    func makeScreen(for route: Route, notice: RouteNotice?, router: AppRouter) -> any Screen
}
