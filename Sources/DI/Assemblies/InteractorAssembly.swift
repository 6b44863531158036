import Interactors

/// The use cases: one interactor per module, each over the shared engine host.
package struct InteractorAssembly: Assembly {
    /// Creates the assembly.
    package init() {}

    /// Registers each module's interactor under its protocol.
    package func assemble(into container: Container) {
        container.register((any AuthenticatorsInteracting).self) { r throws(ResolutionError) in
            AuthenticatorsInteractor(
                host: try r.resolve(EngineHost.self), flowInProgress: try r.resolve(FlowInProgress.self))
        }
        container.register((any ChangePinCurrentInteracting).self) { r throws(ResolutionError) in
            ChangePinCurrentInteractor(
                host: try r.resolve(EngineHost.self), flowInProgress: try r.resolve(FlowInProgress.self))
        }
        container.register((any ChangePinNewInteracting).self) { r throws(ResolutionError) in
            ChangePinNewInteractor(
                host: try r.resolve(EngineHost.self), flowInProgress: try r.resolve(FlowInProgress.self))
        }
        container.register((any CreatePinInteracting).self) { r throws(ResolutionError) in
            CreatePinInteractor(flowInProgress: try r.resolve(FlowInProgress.self))
        }
        container.register((any DashboardInteracting).self) { r throws(ResolutionError) in
            DashboardInteractor(host: try r.resolve(EngineHost.self))
        }
        container.register((any MobileAuthInteracting).self) { r throws(ResolutionError) in
            MobileAuthInteractor(
                host: try r.resolve(EngineHost.self), flowInProgress: try r.resolve(FlowInProgress.self))
        }
        container.register((any PinChallengeInteracting<UserSession>).self) { r throws(ResolutionError) in
            PinChallengeInteractor(flowInProgress: try r.resolve(FlowInProgress.self))
        }
        container.register((any ProfileInteracting).self) { r throws(ResolutionError) in
            ProfileInteractor(
                host: try r.resolve(EngineHost.self), flowInProgress: try r.resolve(FlowInProgress.self))
        }
        container.register((any RegisterAuthenticatorInteracting).self) { r throws(ResolutionError) in
            RegisterAuthenticatorInteractor(
                host: try r.resolve(EngineHost.self), flowInProgress: try r.resolve(FlowInProgress.self))
        }
        container.register((any PushConfirmationInteracting).self) { r throws(ResolutionError) in
            PushConfirmationInteractor(
                host: try r.resolve(EngineHost.self), flowInProgress: try r.resolve(FlowInProgress.self))
        }
        container.register((any RegistrationInteracting).self) { r throws(ResolutionError) in
            RegistrationInteractor(
                host: try r.resolve(EngineHost.self), flowInProgress: try r.resolve(FlowInProgress.self))
        }
        container.register((any StartupInteracting).self) { r throws(ResolutionError) in
            StartupInteractor(host: try r.resolve(EngineHost.self))
        }
        container.register((any SwitchContextInteracting).self) { r throws(ResolutionError) in
            SwitchContextInteractor(host: try r.resolve(EngineHost.self))
        }
        container.register((any WelcomeInteracting).self) { r throws(ResolutionError) in
            WelcomeInteractor(
                host: try r.resolve(EngineHost.self), flowInProgress: try r.resolve(FlowInProgress.self))
        }
    }
}
