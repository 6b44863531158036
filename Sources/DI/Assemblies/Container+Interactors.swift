import Interactors
import Router

/// The interactor layer: one use-case object per module and route, over the shared engine host.
///
/// While `--trace` is on, each is wrapped in its module's tracing decorator here, where it is
/// registered (`traced(_:in:_:)`): an interactor's calls are the one seam that differs from module
/// to module, so it is the one seam with a decorator per module; views and the router are traced
/// where every module passes (`ViewTrace`, `RouterObserver`).
extension Container {
    /// Welcome: the profiles, the implicit read, the start of a login.
    package var welcomeInteractor: Factory<any WelcomeInteracting> {
        factory(\.welcomeInteractor) { container throws(ResolutionError) in
            let interactor = WelcomeInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .welcome) {
                TracingWelcomeInteractor(base: $0, trace: $1)
            }
        }
    }

    /// Startup: start the engine and restore the stored session.
    package var startupInteractor: Factory<any StartupInteracting> {
        factory(\.startupInteractor) { container throws(ResolutionError) in
            let interactor = StartupInteractor(host: try container.engineHost())
            return container.traced(interactor, in: .startup) {
                TracingStartupInteractor(base: $0, trace: $1)
            }
        }
    }

    /// Registration: sign in or up with an identity provider.
    package var registrationInteractor: Factory<any RegistrationInteracting> {
        factory(\.registrationInteractor) { container throws(ResolutionError) in
            let interactor = RegistrationInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .registration) {
                TracingRegistrationInteractor(base: $0, trace: $1)
            }
        }
    }

    /// CreatePin on a registration: the new PIN of the flow in progress.
    package var createPinInteractor: Factory<any CreatePinInteracting> {
        factory(\.createPinInteractor) { container throws(ResolutionError) in
            let interactor = CreatePinInteractor(flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .createPin) {
                TracingCreatePinInteractor(base: $0, trace: $1)
            }
        }
    }

    /// CreatePin on a PIN change: the new PIN.
    package var changePinNewInteractor: Factory<any ChangePinNewInteracting> {
        factory(\.changePinNewInteractor) { container throws(ResolutionError) in
            let interactor = ChangePinNewInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .createPin) {
                TracingCreatePinInteractor(base: $0, sessions: $0, trace: $1)
            }
        }
    }

    /// PinChallenge on a login.
    package var loginInteractor: Factory<any PinChallengeInteracting<UserSession>> {
        factory(\.loginInteractor) { container throws(ResolutionError) in
            let interactor = PinChallengeInteractor(flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .pinChallenge) {
                TracingPinChallengeInteractor(base: $0, trace: $1) {
                    "signed in to \(ModuleTrace.describe($0.owner))"
                }
            }
        }
    }

    /// PinChallenge on a PIN change: the current PIN.
    package var changePinCurrentInteractor: Factory<any ChangePinCurrentInteracting> {
        factory(\.changePinCurrentInteractor) { container throws(ResolutionError) in
            let interactor = ChangePinCurrentInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .pinChallenge) {
                TracingPinChallengeInteractor(base: $0, sessions: $0, trace: $1) { _ in "new PIN requested" }
            }
        }
    }

    /// PinChallenge on an authenticator's registration.
    package var registerAuthenticatorInteractor: Factory<any RegisterAuthenticatorInteracting> {
        factory(\.registerAuthenticatorInteractor) { container throws(ResolutionError) in
            let interactor = RegisterAuthenticatorInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .pinChallenge) {
                TracingPinChallengeInteractor(base: $0, sessions: $0, trace: $1) { _ in
                    "authenticator registered"
                }
            }
        }
    }

    /// Dashboard: the session, the ID token, app details, app-to-web, logout.
    package var dashboardInteractor: Factory<any DashboardInteracting> {
        factory(\.dashboardInteractor) { container throws(ResolutionError) in
            let interactor = DashboardInteractor(host: try container.engineHost())
            return container.traced(interactor, in: .dashboard) {
                TracingDashboardInteractor(base: $0, trace: $1)
            }
        }
    }

    /// SwitchContext: the roles and schools, and switching between them.
    package var switchContextInteractor: Factory<any SwitchContextInteracting> {
        factory(\.switchContextInteractor) { container throws(ResolutionError) in
            let interactor = SwitchContextInteractor(host: try container.engineHost())
            return container.traced(interactor, in: .switchContext) {
                TracingSwitchContextInteractor(base: $0, trace: $1)
            }
        }
    }

    /// MobileAuth: enrollment and the pending push requests.
    package var mobileAuthInteractor: Factory<any MobileAuthInteracting> {
        factory(\.mobileAuthInteractor) { container throws(ResolutionError) in
            let interactor = MobileAuthInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .mobileAuth) {
                TracingMobileAuthInteractor(base: $0, trace: $1)
            }
        }
    }

    /// PushConfirmation: deciding and confirming the request in front.
    package var pushConfirmationInteractor: Factory<any PushConfirmationInteracting> {
        factory(\.pushConfirmationInteractor) { container throws(ResolutionError) in
            let interactor = PushConfirmationInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .pushConfirmation) {
                TracingPushConfirmationInteractor(base: $0, trace: $1)
            }
        }
    }

    /// Authenticators: list, register, remove, prefer.
    package var authenticatorsInteractor: Factory<any AuthenticatorsInteracting> {
        factory(\.authenticatorsInteractor) { container throws(ResolutionError) in
            let interactor = AuthenticatorsInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .authenticators) {
                TracingAuthenticatorsInteractor(base: $0, trace: $1)
            }
        }
    }

    /// Profile: change PIN, devices, ID token, disconnect.
    package var profileInteractor: Factory<any ProfileInteracting> {
        factory(\.profileInteractor) { container throws(ResolutionError) in
            let interactor = ProfileInteractor(
                host: try container.engineHost(), flowInProgress: try container.flowInProgress())
            return container.traced(interactor, in: .profile) {
                TracingProfileInteractor(base: $0, trace: $1)
            }
        }
    }

    /// `interactor`, wrapped by `decorator` while `--trace` is on: the one place an interactor's
    /// tracing decorator is applied. Its hops are named after the module that shows `route`.
    func traced<Interactor>(
        _ interactor: Interactor, in route: RouteName, _ decorator: (Interactor, ModuleTrace) -> Interactor
    ) -> Interactor {
        guard let trace = ModuleTrace(tracer, module: route.module) else { return interactor }
        return decorator(interactor, trace)
    }
}
