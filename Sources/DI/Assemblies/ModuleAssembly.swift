import Interactors
import Presenters
import Views

/// The VIPER modules: one builder per module, registered under its own type. `AppModuleFactory`
/// resolves each once and picks one for each route.
package struct ModuleAssembly: Assembly {
    /// Creates the assembly.
    package init() {}

    /// Registers every module's builder, and the line their screen headings add.
    package func assemble(into container: Container) {
        container.register((any ScreenHeadingNoting).self, scope: .container) { r throws(ResolutionError) in
            let settings = try r.resolve(EngineSettings.self)
            return SimulatedClockHeading(
                clock: settings.simulatedClock, homeOption: settings.homeOption,
                serverOption: settings.serverOption)
        }
        container.register(AuthenticatorsModule.self) { r throws(ResolutionError) in
            AuthenticatorsModule(
                interactor: try r.resolve((any AuthenticatorsInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(ChangePinCurrentModule.self) { r throws(ResolutionError) in
            ChangePinCurrentModule(
                interactor: try r.resolve((any ChangePinCurrentInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(ChangePinNewModule.self) { r throws(ResolutionError) in
            ChangePinNewModule(
                interactor: try r.resolve((any ChangePinNewInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(CreatePinModule.self) { r throws(ResolutionError) in
            CreatePinModule(
                interactor: try r.resolve((any CreatePinInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(DashboardModule.self) { r throws(ResolutionError) in
            DashboardModule(
                interactor: try r.resolve((any DashboardInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(MobileAuthModule.self) { r throws(ResolutionError) in
            MobileAuthModule(
                interactor: try r.resolve((any MobileAuthInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(PinChallengeModule.self) { r throws(ResolutionError) in
            PinChallengeModule(
                interactor: try r.resolve((any PinChallengeInteracting<UserSession>).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(ProfileModule.self) { r throws(ResolutionError) in
            ProfileModule(
                interactor: try r.resolve((any ProfileInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(RegisterAuthenticatorModule.self) { r throws(ResolutionError) in
            RegisterAuthenticatorModule(
                interactor: try r.resolve((any RegisterAuthenticatorInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(PushConfirmationModule.self) { r throws(ResolutionError) in
            PushConfirmationModule(
                interactor: try r.resolve((any PushConfirmationInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(RegistrationModule.self) { r throws(ResolutionError) in
            RegistrationModule(
                interactor: try r.resolve((any RegistrationInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(StartupModule.self) { r throws(ResolutionError) in
            StartupModule(
                interactor: try r.resolve((any StartupInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(SwitchContextModule.self) { r throws(ResolutionError) in
            SwitchContextModule(
                interactor: try r.resolve((any SwitchContextInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
        container.register(WelcomeModule.self) { r throws(ResolutionError) in
            WelcomeModule(
                interactor: try r.resolve((any WelcomeInteracting).self),
                terminal: try r.resolve((any Terminal).self),
                headings: try r.resolve((any ScreenHeadingNoting).self), tracer: try r.resolve(Tracer.self))
        }
    }
}
