import Presenters
import Router

/// The router's module factory: resolves the builder registered for a flow and asks it for the
/// screen. `ModuleWiringTests` resolves every flow's builder from the real assemblies.
@MainActor
public final class AppModuleFactory: ModuleFactory {
    private let resolver: any Resolver

    /// A factory that finds builders in `resolver`.
    public init(resolver: any Resolver) {
        self.resolver = resolver
    }

    /// The builder of `flow`'s module.
    public func builder(for flow: Flow) throws(ResolutionError) -> any ModuleBuilding {
        try resolver.resolve((any ModuleBuilding).self, name: flow.rawValue)
    }

    /// The screen of `flow`'s module.
    public func makeScreen(for flow: Flow, context: FlowContext, router: AppRouter) -> any Screen {
        do {
            return try builder(for: flow).makeScreen(context: context, router: router)
        } catch {
            // Every flow but `exit` has a builder; ModuleWiringTests proves it for the real assemblies.
            preconditionFailure("no module for flow \(flow.rawValue): \(error)")
        }
    }
}
