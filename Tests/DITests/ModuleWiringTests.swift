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
    func engineHostIsShared() {
        let container = Container.make()

        #expect(container.engineHost === container.engineHost)
    }

    @Test("makes every module's view with the terminal it was given, and gives it no trace without --trace")
    func viewsGetTheTerminal() {
        let terminal = ScriptedTerminal(lines: [])
        let container = Container.make(terminal: terminal)

        #expect(container.terminal === terminal)
        #expect(container.viewTrace(.welcome) == nil)
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
    func buildsEveryRoute(_ name: RouteName) {
        let container = Container.make()

        let screen = makeScreen(for: .sample(name), from: container)

        // A module's view is generic over its presenter's type: `WelcomeView<WelcomePresenter>`.
        #expect(String(describing: type(of: screen)).prefix { $0 != "<" } == name.moduleShowingIt + "View")
    }

    @Test(
        "the dashboard of a profile is built for that profile: it asks the interactor registered over the real one for its session"
    )
    func dashboardOfAProfile() async {
        let container = Container.make()
        let mock = DashboardInteractorMock()
        mock.sessions = .always(.failure(.cancelled))
        container.interactors.dashboard = { _ in mock }

        await load(.dashboard(.profile("prf_lin")), from: container)

        #expect(mock.calls.first == .session(profileId: "prf_lin"))
    }

    @Test("the dashboard of the stateless session asks for the stateless session")
    func statelessDashboard() async {
        let container = Container.make()
        let mock = DashboardInteractorMock()
        mock.statelessSessions = .always(.failure(.cancelled))
        container.interactors.dashboard = { _ in mock }

        await load(.dashboard(.stateless), from: container)

        #expect(mock.calls.first == .statelessSession)
    }

    @Test("a profile's screens are built for the profile their route carries")
    func profileScreens() async {
        let container = Container.make()
        let switchContext = SwitchContextInteractorMock()
        switchContext.membershipLists = .always(.failure(.cancelled))
        let mobileAuth = MobileAuthInteractorMock()
        mobileAuth.enrollmentChecks = .always(.failure(.cancelled))
        mobileAuth.pendingLists = .always(.failure(.cancelled))
        let authenticators = AuthenticatorsInteractorMock()
        authenticators.lists = .always(.failure(.cancelled))
        container.interactors.switchContext = { _ in switchContext }
        container.interactors.mobileAuth = { _ in mobileAuth }
        container.interactors.authenticators = { _ in authenticators }

        await load(.switchContext("prf_lin"), from: container)
        await load(.mobileAuth("prf_lin"), from: container)
        await load(.authenticators("prf_lin"), from: container)

        #expect(switchContext.calls.first == .memberships(profileId: "prf_lin"))
        #expect(mobileAuth.calls.first == .isEnrolled(profileId: "prf_lin"))
        #expect(authenticators.calls.first == .authenticators(profileId: "prf_lin"))
    }

    @Test("each PIN route's screen is built over that route's own interactor")
    func pinRoutesHaveTheirOwnInteractors() async {
        let container = Container.make()
        let login = PinChallengeInteractorMock<UserSession>()
        let changePin = PinChallengeInteractorMock<NewPinRequest>()
        let registerAuthenticator = PinChallengeInteractorMock<ProfileAuthenticators>()
        let createPin = CreatePinInteractorMock()
        let changePinNew = CreatePinInteractorMock()
        login.currentSteps = .always(.choosePassword)
        changePin.currentSteps = .always(.choosePassword)
        registerAuthenticator.currentSteps = .always(.choosePassword)
        createPin.currentSteps = .always(.failed(.cancelled))
        changePinNew.currentSteps = .always(.failed(.cancelled))
        container.interactors.login = { _, _ in login }
        container.interactors.changePinCurrent = { _, _ in changePin }
        container.interactors.registerAuthenticator = { _, _ in registerAuthenticator }
        container.interactors.createPin = { _, _ in createPin }
        container.interactors.changePinNew = { _, _ in changePinNew }

        await load(.pinChallenge(.sample), from: container)
        await load(.changePinCurrent(.sample), from: container)
        await load(.registerAuthenticator(.sample), from: container)
        await load(.createPin(.sample), from: container)
        await load(.changePinNew(.sample), from: container)

        #expect(login.calls.first == .currentStep)
        #expect(changePin.calls.first == .currentStep)
        #expect(registerAuthenticator.calls.first == .currentStep)
        #expect(createPin.calls.first == .currentStep)
        #expect(changePinNew.calls.first == .currentStep)
    }

    // MARK: Helpers

    private func makeScreen(for route: Route, from container: Container) -> any Screen {
        AppModuleFactory(container: container).makeScreen(
            for: route, notice: nil, router: container.makeRouter())
    }

    /// Builds `route`'s screen from `container` and runs it until input ends: its presenter loads.
    private func load(_ route: Route, from container: Container) async {
        _ = await makeScreen(for: route, from: container).run()
    }
}
