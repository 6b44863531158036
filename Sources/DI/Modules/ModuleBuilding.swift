import Presenters
import Router

/// Builds one VIPER module: its interactor comes from the container, and `makeScreen` creates the
/// presenter and view and closes the back-reference. One builder per module, registered under its
/// own type (Uber RIBs' builder, with the narrow dependencies as stored properties).
package protocol ModuleBuilding: Sendable {
    /// The module's screen, its presenter routing to `router`, starting from `context`.
    @MainActor func makeScreen(context: RouteContext, router: AppRouter) -> any Screen
}
