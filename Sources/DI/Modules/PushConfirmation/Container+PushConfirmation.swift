import Interactors

/// The PushConfirmation module's interactor, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// PushConfirmation: deciding and confirming the request in front, made with the handling its
    /// route carries.
    package var pushConfirmationInteractor:
        Factory<@Sendable (PushHandling) -> any PushConfirmationInteracting>
    {
        factory { container throws(ResolutionError) in
            let host = try container.engineHost()
            return { [container] handling in
                let interactor: any PushConfirmationInteracting = PushConfirmationInteractor(
                    host: host, handling: handling)
                return container.traced(interactor, in: .pushConfirmation) {
                    TracingPushConfirmationInteractor(base: $0, trace: $1)
                }
            }
        }
    }
}
