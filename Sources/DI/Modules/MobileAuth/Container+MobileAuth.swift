import Interactors

/// The MobileAuth module's interactor, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// MobileAuth: enrollment and the pending push requests.
    package var mobileAuthInteractor: Factory<any MobileAuthInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = MobileAuthInteractor(host: try container.engineHost())
            return container.traced(interactor, in: .mobileAuth) {
                TracingMobileAuthInteractor(base: $0, trace: $1)
            }
        }
    }
}
