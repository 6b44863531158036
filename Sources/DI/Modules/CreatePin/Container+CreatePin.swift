import Interactors

/// The CreatePin module's interactors, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`). Each route's interactor is
/// made with the flow its route carries, so the factory builds a maker of them.
extension Container {
    /// CreatePin on a registration, made with the registration: its new PIN.
    package var createPinInteractor: Factory<@Sendable (Enrolment) -> any CreatePinInteracting> {
        factory { container throws(ResolutionError) in
            { [container] enrolment in
                let interactor: any CreatePinInteracting = CreatePinInteractor(enrolment: enrolment)
                return container.traced(interactor, in: .createPin) {
                    TracingCreatePinInteractor(base: $0, trace: $1)
                }
            }
        }
    }

    /// CreatePin on a PIN change, made with the change: the new PIN.
    package var changePinNewInteractor: Factory<@Sendable (PinChange) -> any ChangePinNewInteracting> {
        factory { container throws(ResolutionError) in
            let host = try container.engineHost()
            return { [container] change in
                let interactor: any ChangePinNewInteracting = ChangePinNewInteractor(
                    host: host, change: change)
                return container.traced(interactor, in: .createPin) {
                    TracingCreatePinInteractor(base: $0, sessions: $0, trace: $1)
                }
            }
        }
    }
}
