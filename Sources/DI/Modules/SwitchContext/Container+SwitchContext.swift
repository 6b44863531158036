import Interactors

/// The SwitchContext module's interactor, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// SwitchContext: the roles and schools, and switching between them.
    package var switchContextInteractor: Factory<any SwitchContextInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = SwitchContextInteractor(host: try container.engineHost())
            return container.traced(interactor, in: .switchContext) {
                TracingSwitchContextInteractor(base: $0, trace: $1)
            }
        }
    }
}
