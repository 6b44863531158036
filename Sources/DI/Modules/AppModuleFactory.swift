import Presenters
import Router

/// The router's module factory: every module's builder, resolved when the factory is made, and
/// one exhaustive switch from route to builder.
///
/// So the wiring is checked before anything runs: a new route does not compile until it has a
/// module, and a missing registration fails `AppContainer.makeRouter` (`ResolutionError`, exit 1)
/// before the first screen, never halfway through a run.
@MainActor
package final class AppModuleFactory: ModuleFactory {
    private let startup: StartupModule
    private let welcome: WelcomeModule
    private let registration: RegistrationModule
    private let createPin: CreatePinModule
    private let pinChallenge: PinChallengeModule
    private let registerAuthenticator: RegisterAuthenticatorModule
    private let changePinCurrent: ChangePinCurrentModule
    private let changePinNew: ChangePinNewModule
    private let dashboard: DashboardModule
    private let switchContext: SwitchContextModule
    private let mobileAuth: MobileAuthModule
    private let pushConfirmation: PushConfirmationModule
    private let authenticators: AuthenticatorsModule
    private let profile: ProfileModule

    /// A factory over the builders `ModuleAssembly` registered in `resolver`.
    package init(resolver: any Resolver) throws(ResolutionError) {
        startup = try resolver.resolve(StartupModule.self)
        welcome = try resolver.resolve(WelcomeModule.self)
        registration = try resolver.resolve(RegistrationModule.self)
        createPin = try resolver.resolve(CreatePinModule.self)
        pinChallenge = try resolver.resolve(PinChallengeModule.self)
        registerAuthenticator = try resolver.resolve(RegisterAuthenticatorModule.self)
        changePinCurrent = try resolver.resolve(ChangePinCurrentModule.self)
        changePinNew = try resolver.resolve(ChangePinNewModule.self)
        dashboard = try resolver.resolve(DashboardModule.self)
        switchContext = try resolver.resolve(SwitchContextModule.self)
        mobileAuth = try resolver.resolve(MobileAuthModule.self)
        pushConfirmation = try resolver.resolve(PushConfirmationModule.self)
        authenticators = try resolver.resolve(AuthenticatorsModule.self)
        profile = try resolver.resolve(ProfileModule.self)
    }

    /// The builder of `route`'s module. PinChallenge and CreatePin have a builder per route they
    /// are shown under, each with that route's interactor and routing.
    package func builder(for route: Route) -> any ModuleBuilding {
        switch route {
        case .startup: startup
        case .welcome: welcome
        case .registration: registration
        case .createPin: createPin
        case .pinChallenge: pinChallenge
        case .dashboard: dashboard
        case .switchContext: switchContext
        case .mobileAuth: mobileAuth
        case .pushConfirmation: pushConfirmation
        case .authenticators: authenticators
        case .registerAuthenticator: registerAuthenticator
        case .profile: profile
        case .changePinCurrent: changePinCurrent
        case .changePinNew: changePinNew
        }
    }

    /// The screen of `route`'s module.
    package func makeScreen(for route: Route, context: RouteContext, router: AppRouter) -> any Screen {
        builder(for: route).makeScreen(context: context, router: router)
    }
}
