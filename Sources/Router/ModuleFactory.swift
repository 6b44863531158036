import Presenters

/// Builds the module for a flow: interactor, presenter, view and the routing edge back to the
/// router. The DI container implements it, so Router never imports Views or Interactors.
@MainActor
public protocol ModuleFactory: AnyObject {
    /// The screen of `flow`'s module, wired to `router` and given `context`.
    func makeScreen(for flow: Flow, context: FlowContext, router: AppRouter) -> any Screen
}
