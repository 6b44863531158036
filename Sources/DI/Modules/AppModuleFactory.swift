import Presenters
import Router

/// The router's module factory: every route's builder, resolved when the factory is made, from
/// one exhaustive switch.
///
/// So the wiring is checked before anything runs: a new route does not compile until it has a
/// builder here, and a missing registration fails `AppContainer.makeRouter` (`ResolutionError`,
/// exit 1) before the first screen, never halfway through a run.
@MainActor
package final class AppModuleFactory: ModuleFactory {
    private let builders: [Route: any ModuleBuilding]

    /// A factory over the builders `ModuleAssembly` registered in `resolver`, one per route.
    package init(resolver: any Resolver) throws(ResolutionError) {
        var builders: [Route: any ModuleBuilding] = [:]
        for route in Route.allCases {
            builders[route] = try Self.resolveBuilder(for: route, from: resolver)
        }
        self.builders = builders
    }

    /// Which builder shows which route. PinChallenge and CreatePin have a builder per route they
    /// are shown under, each with that route's interactor and routing.
    private static func resolveBuilder(
        for route: Route, from resolver: any Resolver
    ) throws(ResolutionError) -> any ModuleBuilding {
        switch route {
        case .startup: try resolver.resolve(StartupModule.self)
        case .welcome: try resolver.resolve(WelcomeModule.self)
        case .registration: try resolver.resolve(RegistrationModule.self)
        case .createPin: try resolver.resolve(CreatePinModule.self)
        case .pinChallenge: try resolver.resolve(PinChallengeModule.self)
        case .dashboard: try resolver.resolve(DashboardModule.self)
        case .switchContext: try resolver.resolve(SwitchContextModule.self)
        case .mobileAuth: try resolver.resolve(MobileAuthModule.self)
        case .pushConfirmation: try resolver.resolve(PushConfirmationModule.self)
        case .authenticators: try resolver.resolve(AuthenticatorsModule.self)
        case .registerAuthenticator: try resolver.resolve(RegisterAuthenticatorModule.self)
        case .profile: try resolver.resolve(ProfileModule.self)
        case .changePinCurrent: try resolver.resolve(ChangePinCurrentModule.self)
        case .changePinNew: try resolver.resolve(ChangePinNewModule.self)
        }
    }

    /// The builder of `route`'s module.
    package func builder(for route: Route) -> any ModuleBuilding {
        // `init` resolved a builder for every case of `Route`, or threw.
        builders[route]!
    }

    /// The screen of `route`'s module; `MissingSessionScreen` when `context` lacks the session the
    /// module needs (see `ModuleBuilding.makeScreen(context:router:)`).
    package func makeScreen(for route: Route, context: RouteContext, router: AppRouter) -> any Screen {
        builder(for: route).makeScreen(context: context, router: router)
    }
}
