import Interactors
import Presenters
import Router

/// The router's module factory: every module's builder, made once from the container, and one
/// exhaustive switch from a route to the builder that shows it, with the route's data.
///
/// So the wiring is checked by the compiler: a new route does not compile until it is built here,
/// a builder gets its route's data as typed arguments (a profile's screen cannot be built without
/// its profile), and a builder's dependencies are the container's typed properties.
@MainActor
package final class AppModuleFactory: ModuleFactory {
    private let startup: StartupModule
    private let welcome: WelcomeModule
    private let registration: RegistrationModule
    private let createPin: CreatePinModule
    private let pinChallenge: PinChallengeModule
    private let dashboard: DashboardModule
    private let switchContext: SwitchContextModule
    private let mobileAuth: MobileAuthModule
    private let pushConfirmation: PushConfirmationModule
    private let authenticators: AuthenticatorsModule
    private let profile: ProfileModule

    /// The builders of every module, their dependencies resolved from `container`; throws only for
    /// a dependency cycle, before the first screen.
    package init(container: Container) throws(ResolutionError) {
        let view = try container.viewParts()
        startup = StartupModule(interactor: try container.startupInteractor(), view: view)
        welcome = WelcomeModule(interactor: try container.welcomeInteractor(), view: view)
        registration = RegistrationModule(interactor: try container.registrationInteractor(), view: view)
        createPin = CreatePinModule(
            registration: try container.createPinInteractor(),
            changePin: try container.changePinNewInteractor(),
            view: view)
        pinChallenge = PinChallengeModule(
            login: try container.loginInteractor(), changePin: try container.changePinCurrentInteractor(),
            registerAuthenticator: try container.registerAuthenticatorInteractor(), view: view)
        dashboard = DashboardModule(interactor: try container.dashboardInteractor(), view: view)
        switchContext = SwitchContextModule(interactor: try container.switchContextInteractor(), view: view)
        mobileAuth = MobileAuthModule(interactor: try container.mobileAuthInteractor(), view: view)
        pushConfirmation = PushConfirmationModule(
            interactor: try container.pushConfirmationInteractor(), view: view)
        authenticators = AuthenticatorsModule(
            interactor: try container.authenticatorsInteractor(), view: view)
        profile = ProfileModule(interactor: try container.profileInteractor(), view: view)
    }

    /// The screen of `route`'s module, built with the route's data.
    package func makeScreen(for route: Route, notice: RouteNotice?, router: AppRouter) -> any Screen {
        switch route {
        case .startup: startup.build(router: router)
        case .welcome: welcome.build(notice: notice, router: router)
        case .registration: registration.build(router: router)
        case .createPin(let enrolment): createPin.build(enrolment: enrolment, router: router)
        case .pinChallenge(let attempt): pinChallenge.build(attempt: attempt, router: router)
        case .dashboard(let owner): dashboard.build(owner: owner, notice: notice, router: router)
        case .switchContext(let profileId): switchContext.build(profileId: profileId, router: router)
        case .mobileAuth(let profileId): mobileAuth.build(profileId: profileId, router: router)
        case .pushConfirmation(let handling): pushConfirmation.build(handling: handling, router: router)
        case .authenticators(let profileId):
            authenticators.build(profileId: profileId, notice: notice, router: router)
        case .registerAuthenticator(let registration):
            pinChallenge.buildRegisterAuthenticator(registration: registration, router: router)
        case .profile(let profileId): profile.build(profileId: profileId, notice: notice, router: router)
        case .changePinCurrent(let change): pinChallenge.buildChangePin(change: change, router: router)
        case .changePinNew(let change): createPin.buildChangePin(change: change, router: router)
        }
    }
}

extension RouteName {
    /// The module that shows this route, as `--trace` names it before each hop: the route's name
    /// with its first letter upper-cased (`switchContext`: `SwitchContext`), but for the routes
    /// of a PIN change and an authenticator's registration, which CreatePin and PinChallenge show.
    var module: String {
        switch self {
        case .changePinNew: RouteName.createPin.module
        case .changePinCurrent, .registerAuthenticator: RouteName.pinChallenge.module
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
