import Interactors

/// The use cases: one interactor per module, each over the shared engine host.
public struct InteractorAssembly: Assembly {
    /// Creates the assembly.
    public init() {}

    /// Registers each module's interactor under its protocol.
    public func assemble(into container: Container) {
    }
}
