import Interactors
import Presenters
import Router

/// The router's module factory: one exhaustive switch from a route to the builder of the module
/// that shows it, with the route's data.
///
/// So the wiring is checked by the compiler: a new route does not compile until it is built here,
/// a builder gets its route's data as typed arguments (a profile's screen cannot be built without
/// its profile), and a builder's dependencies are the container's typed properties.
@MainActor
package final class AppModuleFactory: ModuleFactory {
    private let container: Container

    /// The factory of the modules `container` builds.
    package init(container: Container) {
        self.container = container
    }

    /// The screen of `route`'s module, built with the route's data.
    package func makeScreen(for route: Route, notice: RouteNotice?, router: AppRouter) -> any Screen {
        switch route {
        case .startup: container.makeStartup(router: router)
        case .welcome: container.makeWelcome(notice: notice, router: router)
        case .registration: container.makeRegistration(router: router)
        case .createPin(let enrolment): container.makeCreatePin(enrolment: enrolment, router: router)
        case .pinChallenge(let attempt): container.makePinChallenge(attempt: attempt, router: router)
        case .dashboard(let owner): container.makeDashboard(owner: owner, notice: notice, router: router)
        case .switchContext(let profileId): container.makeSwitchContext(profileId: profileId, router: router)
        case .mobileAuth(let profileId): container.makeMobileAuth(profileId: profileId, router: router)
        case .pushConfirmation(let handling):
            container.makePushConfirmation(handling: handling, router: router)
        case .authenticators(let profileId):
            container.makeAuthenticators(profileId: profileId, notice: notice, router: router)
        case .registerAuthenticator(let registration):
            container.makeRegisterAuthenticator(registration: registration, router: router)
        case .profile(let profileId):
            container.makeProfile(profileId: profileId, notice: notice, router: router)
        case .changePinCurrent(let change): container.makeChangePinCurrent(change: change, router: router)
        case .changePinNew(let change): container.makeChangePinNew(change: change, router: router)
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
