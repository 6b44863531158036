import Interactors
import Presenters
import Router
import TestSupport
import Testing
import Views

@testable import DI

/// The app's container as `main` makes it, over the real composition root: what every module
/// shares, a screen for every route, and a test's registration reaching the module built.
@MainActor
@Suite("The app's container")
struct ModuleWiringTests {
    @Test("keeps one engine host for the whole run")
    func engineHostIsShared() throws {
        let container = Container.make()

        #expect(try container.engineHost() === container.engineHost())
    }

    @Test("makes every module's view with the terminal it was given")
    func viewsGetTheTerminal() throws {
        let terminal = ScriptedTerminal(lines: [])

        let parts = try Container.make(terminal: terminal).viewParts()

        #expect(parts.terminal === terminal)
    }

    @Test("every route has one sample, the routes of the Dashboard's choices among them")
    func everyRouteHasOneSample() {
        #expect(
            Route.samples.map(\.name).sorted { $0.rawValue < $1.rawValue }
                == RouteName.allCases.sorted {
                    $0.rawValue < $1.rawValue
                })
    }

    @Test(
        "builds every route's screen from the real composition root, as its module's view",
        arguments: RouteName.allCases)
    func buildsEveryRoute(_ name: RouteName) throws {
        let container = Container.make()

        let screen = try makeScreen(for: .sample(name), from: container)

        // A module's view is generic over its presenter's type: `WelcomeView<WelcomePresenter>`.
        #expect(String(describing: type(of: screen)).prefix { $0 != "<" } == name.moduleShowingIt + "View")
    }

    @Test(
        "the dashboard of a profile is built for that profile: it asks the interactor registered over the real one for its session"
    )
    func dashboardOfAProfile() async throws {
        let container = Container.make()
        let spy = DashboardInteractorSpy()
        container.dashboardInteractor.register { _ in spy }

        try await load(.dashboard(.profile("prf_lin")), from: container)

        #expect(spy.log.entries.first == .call(.session(profileId: "prf_lin")))
    }

    @Test("the dashboard of the stateless session asks for the stateless session")
    func statelessDashboard() async throws {
        let container = Container.make()
        let spy = DashboardInteractorSpy()
        container.dashboardInteractor.register { _ in spy }

        try await load(.dashboard(.stateless), from: container)

        #expect(spy.log.entries.first == .call(.statelessSession))
    }

    @Test("a profile's screens are built for the profile their route carries")
    func profileScreens() async throws {
        let container = Container.make()
        let switchContext = SwitchContextInteractorSpy()
        let mobileAuth = MobileAuthInteractorSpy()
        let authenticators = AuthenticatorsInteractorSpy()
        container.switchContextInteractor.register { _ in switchContext }
        container.mobileAuthInteractor.register { _ in mobileAuth }
        container.authenticatorsInteractor.register { _ in authenticators }

        try await load(.switchContext("prf_lin"), from: container)
        try await load(.mobileAuth("prf_lin"), from: container)
        try await load(.authenticators("prf_lin"), from: container)

        #expect(switchContext.log.entries.first == .call(.memberships(profileId: "prf_lin")))
        #expect(mobileAuth.log.entries.first == .call(.isEnrolled(profileId: "prf_lin")))
        #expect(authenticators.log.entries.first == .call(.authenticators(profileId: "prf_lin")))
    }

    @Test("each PIN route's screen is built over that route's own interactor")
    func pinRoutesHaveTheirOwnInteractors() async throws {
        let container = Container.make()
        let login = PinChallengeInteractorSpy<UserSession>(step: .choosePassword)
        let changePin = PinChallengeInteractorSpy<NewPinRequest>(step: .choosePassword)
        let registerAuthenticator = PinChallengeInteractorSpy<ProfileAuthenticators>(step: .choosePassword)
        let createPin = CreatePinInteractorSpy()
        let changePinNew = CreatePinInteractorSpy()
        container.loginInteractor.register { _ in { _ in login } }
        container.changePinCurrentInteractor.register { _ in { _ in changePin } }
        container.registerAuthenticatorInteractor.register { _ in { _ in registerAuthenticator } }
        container.createPinInteractor.register { _ in { _ in createPin } }
        container.changePinNewInteractor.register { _ in { _ in changePinNew } }

        try await load(.pinChallenge(.sample), from: container)
        try await load(.changePinCurrent(.sample), from: container)
        try await load(.registerAuthenticator(.sample), from: container)
        try await load(.createPin(.sample), from: container)
        try await load(.changePinNew(.sample), from: container)

        #expect(login.log.entries.first == .call(.currentStep))
        #expect(changePin.log.entries.first == .call(.currentStep))
        #expect(registerAuthenticator.log.entries.first == .call(.currentStep))
        #expect(createPin.log.entries.first == .call(.currentStep))
        #expect(changePinNew.log.entries.first == .call(.currentStep))
    }

    @Test("a registration made in a child container reaches the modules it builds, and not its parent's")
    func childOverride() async throws {
        let parent = Container.make()
        let child = parent.makeChild()
        let spy = DashboardInteractorSpy()
        child.dashboardInteractor.register { _ in spy }

        try await load(.dashboard(.stateless), from: child)

        #expect(spy.log.entries.first == .call(.statelessSession))
        #expect(try parent.dashboardInteractor() is DashboardInteractor)
    }

    // MARK: Helpers

    private func makeScreen(for route: Route, from container: Container) throws -> any Screen {
        try AppModuleFactory(container: container).makeScreen(
            for: route, notice: nil, router: try container.makeRouter())
    }

    /// Builds `route`'s screen from `container` and runs it until input ends: its presenter loads.
    private func load(_ route: Route, from container: Container) async throws {
        _ = try await makeScreen(for: route, from: container).run()
    }
}
