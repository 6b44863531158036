import Interactors

/// The CreatePin module's interactors, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// CreatePin on a registration: the new PIN of the flow in progress.
    package var createPinInteractor: Factory<any CreatePinInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = CreatePinInteractor(flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .createPin) {
                TracingCreatePinInteractor(base: $0, trace: $1)
            }
        }
    }

    /// CreatePin on a PIN change: the new PIN.
    package var changePinNewInteractor: Factory<any ChangePinNewInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = ChangePinNewInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .createPin) {
                TracingCreatePinInteractor(base: $0, sessions: $0, trace: $1)
            }
        }
    }
}
