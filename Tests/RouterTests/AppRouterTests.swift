import Interactors
import Presenters
import TestSupport
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

/// Builds one scripted screen per route shown, and records the routes and notices it was asked for.
@MainActor
final class ScriptedFactory: ModuleFactory {
    var steps: [(AppRouter) -> ScreenEnd?]
    private(set) var shown: [(route: Route, notice: RouteNotice?)] = []

    init(_ steps: [(AppRouter) -> ScreenEnd?]) {
        self.steps = steps
    }

    func makeScreen(for route: Route, notice: RouteNotice?, router: AppRouter) -> any Screen {
        shown.append((route, notice))
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
        let router = AppRouter(
            factory: factory,
            observer: RouterObserver(
                routingCall: { recorder.calls.append("\($0.rawValue): \($1)") },
                transition: { recorder.transitions.append($0) }))
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
        #expect(factory.shown.map(\.route) == [.startup, .welcome])
        #expect(recorder.transitions.map(\.to) == [.route(.welcome), .exit])
        #expect(router.currentRoute == .welcome, "the run ended where quit was chosen")
    }

    @Test("the profile and notice a presenter reports reach the next module, in its route")
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
        #expect(factory.shown.map(\.route) == [.startup, .dashboard(.profile(profile)), .welcome])
        #expect(factory.shown.map(\.notice) == [nil, nil, .loggedOut(.alreadyLoggedOut)])
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

        #expect(factory.shown.map(\.route) == [.registration, .dashboard(.stateless)])
    }

    @Test("an authenticator registration's end reaches Authenticators with its profile and notice")
    func registerAuthenticatorEnd() async {
        let (router, factory, _) = makeSUT([
            {
                $0.registerAuthenticatorDidEnd(
                    profileId: RoutingCall.profile, notice: .cancelled(.authenticatorRegistration))
                return .dismissed
            },
            { _ in .endOfInput },
        ])

        #expect(await router.run(from: .registerAuthenticator(.sample)) == .endOfInput)

        #expect(
            factory.shown.map(\.route) == [
                .registerAuthenticator(.sample), .authenticators(RoutingCall.profile),
            ])
        #expect(factory.shown.last?.notice == .cancelled(.authenticatorRegistration))
    }

    @Test("the whole login journey follows the table: welcome → PIN → dashboard → welcome")
    func loginJourney() async {
        let (router, factory, _) = makeSUT([
            {
                $0.startupFoundNoSession(notice: nil)
                return .dismissed
            },
            {
                $0.welcomeDidStartLogin(.sample)
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
                $0.registrationNeedsPin(.sample)
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
            factory.shown.map(\.route) == [
                .startup, .welcome, .pinChallenge(.sample), .welcome, .registration, .createPin(.sample),
                .dashboard(.profile(ProfileID(rawValue: "p2"))),
            ])
        #expect(factory.shown[3].notice == .deregistered(.tooManyFailedAttempts))
    }

    @Test("a route carrying a flow equals only a route carrying that same flow")
    func flowsCompareByIdentity() {
        let other = LoginAttempt(ChallengeFlow(endedWith: .cancelled))

        #expect(Route.pinChallenge(.sample) == .pinChallenge(.sample))
        #expect(Route.pinChallenge(.sample) != .pinChallenge(other))
    }

    @Test("end of input on any screen ends the run without a transition")
    func endOfInput() async {
        let (router, _, recorder) = makeSUT([{ _ in .endOfInput }])
        #expect(await router.run() == .endOfInput)
        #expect(recorder.transitions.isEmpty)
        #expect(router.currentRoute == .startup)
    }

    @Test("each routing call is reported with the route it was made on, before the edge it takes")
    func routingCallsAreReported() async {
        let (router, _, recorder) = makeSUT([
            {
                $0.startupFoundNoSession(notice: nil)
                return .dismissed
            },
            {
                $0.welcomeDidQuit()
                return .dismissed
            },
        ])

        #expect(await router.run() == .quit)

        #expect(recorder.calls == ["startup: startupFoundNoSession(notice:)", "welcome: welcomeDidQuit()"])
    }

    @Test(
        "a session found over on any screen that needs one goes to Welcome, with the reason",
        arguments: Self.sessionRoutes)
    func sessionEnded(on route: Route) async {
        let (router, factory, _) = makeSUT([
            {
                $0.sessionDidEnd(notice: .sessionEnded(.sessionEnded(.revoked)))
                return .dismissed
            },
            { _ in .endOfInput },
        ])

        #expect(await router.run(from: route) == .endOfInput)

        #expect(factory.shown.map(\.route) == [route, .welcome])
        #expect(factory.shown.last?.notice == .sessionEnded(.sessionEnded(.revoked)))
    }

    /// Every route whose module works on a session, with one; the Dashboard with the stateless one
    /// too.
    nonisolated static let sessionRoutes: [Route] =
        RouteName.allCases.map(Route.sample).filter(\.needsSession) + [.dashboard(.stateless)]
}

@MainActor
final class TransitionRecorder {
    var transitions: [Transition] = []
    var calls: [String] = []
}
