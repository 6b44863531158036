import Interactors

/// The PushConfirmation module's interactor, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// PushConfirmation: deciding and confirming the request in front.
    package var pushConfirmationInteractor: Factory<any PushConfirmationInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = PushConfirmationInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .pushConfirmation) {
                TracingPushConfirmationInteractor(base: $0, trace: $1)
            }
        }
    }
}
