import Interactors
import Presenters

/// The interactor layer: how each module's interactor is made, screens' and commands' alike, each a
/// closure over the container that a test may replace before the module is built.
@MainActor
package struct InteractorAssembly {
    /// How one interactor is made from the container's inputs and shared services.
    package typealias Make<Interactor> = @MainActor (Container) -> Interactor
    /// How one interactor is made for the flow its route carries (`Flow`), so the module is built
    /// with it or not at all.
    package typealias MakeFor<Flow, Interactor> = @MainActor (Container, Flow) -> Interactor

    /// Startup: start the engine and restore the stored session.
    package var startup: Make<any StartupInteracting> = { StartupInteractor(host: $0.engineHost) }
    /// Welcome: the profiles, the implicit read, the start of a login.
    package var welcome: Make<any WelcomeInteracting> = { WelcomeInteractor(host: $0.engineHost) }
    /// Registration: sign in or up with an identity provider.
    package var registration: Make<any RegistrationInteracting> = {
        RegistrationInteractor(host: $0.engineHost)
    }
    /// CreatePin on a registration, made with the registration: its new PIN.
    package var createPin: MakeFor<Enrolment, any CreatePinInteracting> = {
        CreatePinInteractor(enrolment: $1)
    }
    /// CreatePin on a PIN change, made with the change: the new PIN.
    package var changePinNew: MakeFor<PinChange, any ChangePinNewInteracting> = {
        ChangePinNewInteractor(host: $0.engineHost, change: $1)
    }
    /// PinChallenge on a login, made with the login's attempt.
    package var login: MakeFor<LoginAttempt, any PinChallengeInteracting<UserSession>> = {
        PinChallengeInteractor(attempt: $1)
    }
    /// PinChallenge on a PIN change, made with the change: the current PIN.
    package var changePinCurrent: MakeFor<PinChange, any ChangePinCurrentInteracting> = {
        ChangePinCurrentInteractor(host: $0.engineHost, change: $1)
    }
    /// PinChallenge on an authenticator's registration, made with the registration.
    package var registerAuthenticator:
        MakeFor<AuthenticatorRegistration, any RegisterAuthenticatorInteracting> = {
            RegisterAuthenticatorInteractor(host: $0.engineHost, registration: $1)
        }
    /// Dashboard: the session, the ID token, app details, app-to-web, logout.
    package var dashboard: Make<any DashboardInteracting> = { DashboardInteractor(host: $0.engineHost) }
    /// SwitchContext: the roles and schools, and switching between them.
    package var switchContext: Make<any SwitchContextInteracting> = {
        SwitchContextInteractor(host: $0.engineHost)
    }
    /// MobileAuth: enrollment and the pending push requests.
    package var mobileAuth: Make<any MobileAuthInteracting> = { MobileAuthInteractor(host: $0.engineHost) }
    /// PushConfirmation: deciding and confirming the request in front, made with the handling its
    /// route carries.
    package var pushConfirmation: MakeFor<PushHandling, any PushConfirmationInteracting> = {
        PushConfirmationInteractor(host: $0.engineHost, handling: $1)
    }
    /// Authenticators: list, register, remove, prefer.
    package var authenticators: Make<any AuthenticatorsInteracting> = {
        AuthenticatorsInteractor(host: $0.engineHost)
    }
    /// Profile: change PIN, devices, ID token, disconnect.
    package var profile: Make<any ProfileInteracting> = { ProfileInteractor(host: $0.engineHost) }

    /// `status`: reads the home through the container's engine.
    package var status: Make<any StatusInteracting> = {
        StatusReader(settings: $0.settings, host: $0.engineHost)
    }
    /// `push`: plays the push service on the home's server state.
    package var push: Make<any PushInteracting> = { PushSender(settings: $0.settings) }
    /// `browser`: plays the hosted page on the home.
    package var browser: Make<any BrowserInteracting> = { BrowserInteractor(settings: $0.settings) }
    /// `server`: serves the home's server half over HTTP; the flag serves the control routes to
    /// every peer, not only to loopback; the options set the OpenID provider's issuer and clients.
    package var server: @MainActor (Container, Bool, OpenIDProviderOptions) -> any ServerInteracting = {
        ServerInteractor(settings: $0.settings, allowsRemoteControl: $1, openID: $2)
    }
    /// `clock` and `faults`: the simulation controls of the home, or of the server `--server` names.
    package var simulation: Make<any SimulationControls> = { HomeSimulation.controls(settings: $0.settings) }
    /// `simulate`: plays an attack on the engine the container started on the home.
    package var simulate: Make<any SimulateInteracting> = { StolenTokenSimulation(host: $0.engineHost) }
    /// `__complete`: reads the device half of the home without starting the engine.
    package var completion: Make<any CompletionInteracting> = {
        RegisteredProfileReader(settings: $0.settings)
    }
}
