import Presenters
import Testing

@testable import Router

/// A screen that, when run, plays one scripted step: call the router (as a presenter would) or
/// end input.
@MainActor
final class ScriptedScreen: Screen {
    private let step: (AppRouter) -> ScreenEnd?
    private weak var router: AppRouter?
    private var dismissed = false

    init(router: AppRouter, step: @escaping (AppRouter) -> ScreenEnd?) {
        self.router = router
        self.step = step
    }

    func run() async -> ScreenEnd {
        guard let router, let end = step(router) else { return .endOfInput }
        if end == .endOfInput { return .endOfInput }
        return dismissed ? .dismissed : .endOfInput
    }

    func dismiss() {
        dismissed = true
    }
}

/// Builds one scripted screen per route shown, and records the routes and contexts it was asked for.
@MainActor
final class ScriptedFactory: ModuleFactory {
    var steps: [(AppRouter) -> ScreenEnd?]
    private(set) var shown: [(Route, RouteContext)] = []

    init(_ steps: [(AppRouter) -> ScreenEnd?]) {
        self.steps = steps
    }

    func makeScreen(for route: Route, context: RouteContext, router: AppRouter) -> any Screen {
        shown.append((route, context))
        let step = steps.isEmpty ? { _ in ScreenEnd.endOfInput } : steps.removeFirst()
        return ScriptedScreen(router: router, step: step)
    }
}

@MainActor
@Suite("The router's run loop")
struct AppRouterTests {
    private func makeSUT(_ steps: [(AppRouter) -> ScreenEnd?]) -> (
        AppRouter, ScriptedFactory, TransitionRecorder
    ) {
        let factory = ScriptedFactory(steps)
        let recorder = TransitionRecorder()
        let router = AppRouter(factory: factory) { recorder.transitions.append($0) }
        return (router, factory, recorder)
    }

    @Test("a fresh start with no session goes startup → welcome, and quit ends the run")
    func startupToWelcomeToQuit() async {
        let (router, factory, recorder) = makeSUT([
            {
                $0.startupFoundNoSession(notice: nil)
                return .dismissed
            },
            {
                $0.welcomeDidQuit()
                return .dismissed
            },
        ])
        let end = await router.run()
        #expect(end == .quit)
        #expect(factory.shown.map(\.0) == [.startup, .welcome])
        #expect(recorder.transitions.map(\.to) == [.route(.welcome), .exit])
        #expect(router.currentRoute == .welcome, "the run ended where quit was chosen")
    }

    @Test("the profile and notice a presenter reports reach the next module")
    func contextIsPassedOn() async {
        let profile = ProfileID(rawValue: "p1")
        let (router, factory, _) = makeSUT([
            {
                $0.startupDidRestoreSession(profileId: profile)
                return .dismissed
            },
            {
                $0.dashboardDidLogOut(notice: .loggedOut(.alreadyLoggedOut))
                return .dismissed
            },
            { _ in .endOfInput },
        ])
        let end = await router.run()
        #expect(end == .endOfInput)
        #expect(factory.shown.map(\.0) == [.startup, .dashboard, .welcome])
        #expect(factory.shown[1].1 == RouteContext(sessionOwner: .profile(profile)))
        #expect(factory.shown[2].1 == RouteContext(notice: .loggedOut(.alreadyLoggedOut)))
    }

    @Test("a stateless session started at registration reaches the dashboard as the stateless session")
    func statelessSession() async {
        let (router, factory, _) = makeSUT([
            {
                $0.registrationDidStartStatelessSession()
                return .dismissed
            },
            { _ in .endOfInput },
        ])

        #expect(await router.run(from: .registration) == .endOfInput)

        #expect(factory.shown.map(\.0) == [.registration, .dashboard])
        #expect(factory.shown[1].1 == RouteContext(sessionOwner: .stateless))
    }

    @Test("an authenticator registration's end reaches Authenticators with its profile and notice")
    func registerAuthenticatorEnd() async {
        let (router, factory, _) = makeSUT([
            {
                $0.registerAuthenticatorDidEnd(
                    profileId: ProfileID(rawValue: "p1"), notice: .cancelled(.authenticatorRegistration))
                return .dismissed
            },
            { _ in .endOfInput },
        ])

        #expect(await router.run(from: .registerAuthenticator) == .endOfInput)

        #expect(factory.shown.map(\.0) == [.registerAuthenticator, .authenticators])
        #expect(
            factory.shown[1].1
                == RouteContext(
                    sessionOwner: .profile(ProfileID(rawValue: "p1")),
                    notice: .cancelled(.authenticatorRegistration)))
    }

    @Test("the whole login journey follows the table: welcome → PIN → dashboard → welcome")
    func loginJourney() async {
        let (router, factory, _) = makeSUT([
            {
                $0.startupFoundNoSession(notice: nil)
                return .dismissed
            },
            {
                $0.welcomeDidStartLogin()
                return .dismissed
            },
            {
                $0.pinChallengeDidDeregister(notice: .deregistered(.tooManyFailedAttempts))
                return .dismissed
            },
            {
                $0.welcomeDidChooseRegistration()
                return .dismissed
            },
            {
                $0.registrationNeedsPin()
                return .dismissed
            },
            {
                $0.createPinDidSignIn(owner: .profile(ProfileID(rawValue: "p2")))
                return .dismissed
            },
            {
                $0.dashboardDidQuit()
                return .dismissed
            },
        ])
        #expect(await router.run() == .quit)
        #expect(
            factory.shown.map(\.0) == [
                .startup, .welcome, .pinChallenge, .welcome, .registration, .createPin, .dashboard,
            ])
        #expect(factory.shown[3].1 == RouteContext(notice: .deregistered(.tooManyFailedAttempts)))
    }

    @Test("end of input on any screen ends the run without a transition")
    func endOfInput() async {
        let (router, _, recorder) = makeSUT([{ _ in .endOfInput }])
        #expect(await router.run() == .endOfInput)
        #expect(recorder.transitions.isEmpty)
        #expect(router.currentRoute == .startup)
    }

    @Test("an event the current route has no edge for is reported and leaves the screen in place")
    func unknownEventIsIgnored() async {
        let (router, factory, recorder) = makeSUT([
            { router in
                router.dashboardDidQuit()  // startup has no `quit` edge
                return .dismissed
            }
        ])
        #expect(await router.run() == .endOfInput)
        #expect(factory.shown.count == 1)
        #expect(recorder.transitions == [Transition(from: .startup, event: .quit, to: .route(.startup))])
    }

    @Test(
        "a session found over on any screen that needs one goes to Welcome, with the reason and no profile",
        arguments: Route.allCases.filter { $0.sessionNeed != .noSession })
    func sessionEnded(on route: Route) async {
        let (router, factory, _) = makeSUT([
            {
                $0.sessionDidEnd(notice: .sessionEnded(.sessionEnded(.revoked)))
                return .dismissed
            },
            { _ in .endOfInput },
        ])

        #expect(
            await router.run(
                from: route, context: RouteContext(sessionOwner: .profile(ProfileID(rawValue: "p1"))))
                == .endOfInput)

        #expect(factory.shown.map(\.0) == [route, .welcome])
        #expect(factory.shown.last?.1 == RouteContext(notice: .sessionEnded(.sessionEnded(.revoked))))
    }
}

@MainActor
final class TransitionRecorder {
    var transitions: [Transition] = []
}
