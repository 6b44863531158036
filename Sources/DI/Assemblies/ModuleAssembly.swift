import Interactors
import Presenters
import Router
import Views

/// The VIPER modules: one builder per flow, registered under the flow's name.
public struct ModuleAssembly: Assembly {
    /// Creates the assembly.
    public init() {}

    /// Registers every module's builder.
    public func assemble(into container: Container) {
    }
}
