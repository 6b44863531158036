import Interactors

/// The Profile module's interactor, registered beside its builder: a typed factory the
/// builder asks for, traced while `--trace` is on (`traced(_:in:_:)`).
extension Container {
    /// Profile: change PIN, devices, ID token, disconnect.
    package var profileInteractor: Factory<any ProfileInteracting> {
        factory { container throws(ResolutionError) in
            let interactor = ProfileInteractor(
                host: try container.engineHost())
            return container.traced(interactor, in: .profile) {
                TracingProfileInteractor(base: $0, trace: $1)
            }
        }
    }
}
