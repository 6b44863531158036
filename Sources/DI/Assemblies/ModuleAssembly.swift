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
        container.register((any ModuleBuilding).self, name: Flow.authenticators.rawValue) {
            r throws(ResolutionError) in
            AuthenticatorsModule(
                interactor: try r.resolve((any AuthenticatorsInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self))
        }
        container.register((any ModuleBuilding).self, name: Flow.changePinCurrent.rawValue) {
            r throws(ResolutionError) in
            PinChallengeModule(
                interactor: try r.resolve((any PinChallengeInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self),
                purpose: .pinChange)
        }
        container.register((any ModuleBuilding).self, name: Flow.changePinNew.rawValue) {
            r throws(ResolutionError) in
            CreatePinModule(
                interactor: try r.resolve((any CreatePinInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self),
                purpose: .pinChange)
        }
        container.register((any ModuleBuilding).self, name: Flow.createPin.rawValue) {
            r throws(ResolutionError) in
            CreatePinModule(
                interactor: try r.resolve((any CreatePinInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self))
        }
        container.register((any ModuleBuilding).self, name: Flow.dashboard.rawValue) {
            r throws(ResolutionError) in
            DashboardModule(
                interactor: try r.resolve((any DashboardInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self))
        }
        container.register((any ModuleBuilding).self, name: Flow.mobileAuth.rawValue) {
            r throws(ResolutionError) in
            MobileAuthModule(
                interactor: try r.resolve((any MobileAuthInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self))
        }
        container.register((any ModuleBuilding).self, name: Flow.pinChallenge.rawValue) {
            r throws(ResolutionError) in
            PinChallengeModule(
                interactor: try r.resolve((any PinChallengeInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self))
        }
        container.register((any ModuleBuilding).self, name: Flow.profile.rawValue) {
            r throws(ResolutionError) in
            ProfileModule(
                interactor: try r.resolve((any ProfileInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self))
        }
        container.register((any ModuleBuilding).self, name: Flow.registerAuthenticator.rawValue) {
            r throws(ResolutionError) in
            PinChallengeModule(
                interactor: try r.resolve((any PinChallengeInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self),
                purpose: .authenticatorRegistration)
        }
        container.register((any ModuleBuilding).self, name: Flow.registration.rawValue) {
            r throws(ResolutionError) in
            RegistrationModule(
                interactor: try r.resolve((any RegistrationInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self))
        }
        container.register((any ModuleBuilding).self, name: Flow.startup.rawValue) {
            r throws(ResolutionError) in
            StartupModule(
                interactor: try r.resolve((any StartupInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self))
        }
        container.register((any ModuleBuilding).self, name: Flow.switchContext.rawValue) {
            r throws(ResolutionError) in
            SwitchContextModule(
                interactor: try r.resolve((any SwitchContextInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self))
        }
        container.register((any ModuleBuilding).self, name: Flow.welcome.rawValue) {
            r throws(ResolutionError) in
            WelcomeModule(
                interactor: try r.resolve((any WelcomeInteracting).self),
                terminal: try r.resolve((any Terminal).self), tracer: try r.resolve(Tracer.self))
        }
    }
}
