import Presenters
import Testing

@testable import Router

/// A screen that, when run, plays one scripted step: call the router (as a presenter would) or
/// end input.
@MainActor
private final class ScriptedScreen: Screen {
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

/// Builds one scripted screen per flow shown, and records the flows and contexts it was asked for.
@MainActor
private final class ScriptedFactory: ModuleFactory {
    var steps: [(AppRouter) -> ScreenEnd?]
    private(set) var shown: [(Flow, FlowContext)] = []

    init(_ steps: [(AppRouter) -> ScreenEnd?]) {
        self.steps = steps
    }

    func makeScreen(for flow: Flow, context: FlowContext, router: AppRouter) -> any Screen {
        shown.append((flow, context))
        let step = steps.isEmpty ? { _ in ScreenEnd.endOfInput } : steps.removeFirst()
        return ScriptedScreen(router: router, step: step)
    }
}

@MainActor
@Suite("The router's run loop")
struct AppRouterTests {
    private func makeSUT(_ steps: [(AppRouter) -> ScreenEnd?]) -> (AppRouter, ScriptedFactory, Recorder) {
        let factory = ScriptedFactory(steps)
        let recorder = Recorder()
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
        #expect(recorder.transitions.map(\.to) == [.welcome, .exit])
    }

    @Test("the profile and notice a presenter reports reach the next module")
    func contextIsPassedOn() async {
        let (router, factory, _) = makeSUT([
            {
                $0.startupDidRestoreSession(profileId: "p1")
                return .dismissed
            },
            {
                $0.dashboardDidLogOut(notice: "Logged out.")
                return .dismissed
            },
            { _ in .endOfInput },
        ])
        let end = await router.run()
        #expect(end == .endOfInput)
        #expect(factory.shown.map(\.0) == [.startup, .dashboard, .welcome])
        #expect(factory.shown[1].1 == FlowContext(profileId: "p1"))
        #expect(factory.shown[2].1 == FlowContext(notice: "Logged out."))
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
                $0.pinChallengeDidDeregister(notice: "gone")
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
                $0.createPinDidSignIn(profileId: "p2")
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
        #expect(factory.shown[3].1.notice == "gone")
    }

    @Test("end of input on any screen ends the run without a transition")
    func endOfInput() async {
        let (router, _, recorder) = makeSUT([{ _ in .endOfInput }])
        #expect(await router.run() == .endOfInput)
        #expect(recorder.transitions.isEmpty)
        #expect(router.currentFlow == .startup)
    }

    @Test("an event the current flow has no edge for is reported and leaves the screen in place")
    func unknownEventIsIgnored() async {
        let (router, factory, recorder) = makeSUT([
            { router in
                router.dashboardDidQuit()  // startup has no `quit` edge
                return .dismissed
            }
        ])
        #expect(await router.run() == .endOfInput)
        #expect(factory.shown.count == 1)
        #expect(recorder.transitions == [Transition(from: .startup, event: .quit, to: .startup)])
    }

    @Test(
        "a session found over on any screen that needs one goes to Welcome, with the reason and no profile",
        arguments: [Flow.dashboard, .switchContext, .mobileAuth, .authenticators, .profile])
    func sessionEnded(on flow: Flow) async {
        let (router, factory, _) = makeSUT([
            {
                $0.sessionDidEnd(notice: "Session ended: The session was revoked. Log in again.")
                return .dismissed
            },
            { _ in .endOfInput },
        ])

        #expect(await router.run(from: flow, context: FlowContext(profileId: "p1")) == .endOfInput)

        #expect(factory.shown.map(\.0) == [flow, .welcome])
        #expect(
            factory.shown.last?.1
                == FlowContext(notice: "Session ended: The session was revoked. Log in again."))
    }

    @Test("each routing call sends the event the table expects", arguments: RoutingCall.allCases)
    func routingCallEvents(call: RoutingCall) async {
        let (router, factory, recorder) = makeSUT([
            {
                call.perform(on: $0)
                return .dismissed
            }
        ])
        _ = await router.run(from: call.flow)
        #expect(recorder.transitions.first?.event == call.event)
        #expect(recorder.transitions.first?.from == call.flow)
        #expect(factory.shown.first?.0 == call.flow)
    }
}

@MainActor
private final class Recorder {
    var transitions: [Transition] = []
}

/// Every routing-protocol method, with the flow it is called in and the event it must send.
enum RoutingCall: CaseIterable, Sendable {
    case startupRestored, startupNoSession
    case welcomeRegistration, welcomeLogin, welcomeSignedIn, welcomeQuit
    case registrationPin, registrationCancel
    case createPinSignedIn, createPinEnd
    case pinSignedIn, pinEnd, pinDeregistered
    case dashboardLogOut, dashboardAnother, dashboardEnded, dashboardQuit
    case dashboardSwitchContext, switchContextSwitched, switchContextCancel, switchContextEnded
    case dashboardMobileAuth, mobileAuthBack, mobileAuthEnded
    // identity providers
    case registrationStateless
    // authenticators and profile
    case dashboardAuthenticators, dashboardProfile
    case authenticatorsPin, authenticatorsBack, authenticatorsEnded
    case registerAuthenticatorDone, registerAuthenticatorEnd, registerAuthenticatorDeregistered
    case profilePin, profileBack, profileEnded
    case changePinCurrentNewPin, changePinCurrentEnd, changePinCurrentDeregistered
    case changePinNewChanged, changePinNewEnd
    // disconnect
    case profileDisconnected

    var flow: Flow {
        switch self {
        case .startupRestored, .startupNoSession: .startup
        case .welcomeRegistration, .welcomeLogin, .welcomeSignedIn, .welcomeQuit: .welcome
        case .registrationPin, .registrationCancel, .registrationStateless: .registration
        case .createPinSignedIn, .createPinEnd: .createPin
        case .pinSignedIn, .pinEnd, .pinDeregistered: .pinChallenge
        case .dashboardLogOut, .dashboardAnother, .dashboardEnded, .dashboardQuit: .dashboard
        case .dashboardSwitchContext: .dashboard
        case .switchContextSwitched, .switchContextCancel, .switchContextEnded: .switchContext
        case .dashboardMobileAuth: .dashboard
        case .mobileAuthBack, .mobileAuthEnded: .mobileAuth
        // authenticators and profile
        case .dashboardAuthenticators, .dashboardProfile: .dashboard
        case .authenticatorsPin, .authenticatorsBack, .authenticatorsEnded: .authenticators
        case .registerAuthenticatorDone, .registerAuthenticatorEnd, .registerAuthenticatorDeregistered:
            .registerAuthenticator
        case .profilePin, .profileBack, .profileEnded, .profileDisconnected: .profile
        case .changePinCurrentNewPin, .changePinCurrentEnd, .changePinCurrentDeregistered: .changePinCurrent
        case .changePinNewChanged, .changePinNewEnd: .changePinNew
        }
    }

    var event: FlowEvent {
        switch self {
        case .startupRestored: .sessionRestored
        case .startupNoSession: .noSession
        case .welcomeRegistration: .registrationChosen
        case .welcomeLogin: .pinRequested
        case .welcomeSignedIn, .createPinSignedIn, .pinSignedIn: .signedIn
        case .welcomeQuit, .dashboardQuit: .quit
        case .registrationPin: .newPinRequested
        case .registrationCancel, .createPinEnd, .pinEnd: .cancelled
        case .pinDeregistered: .deregistered
        case .dashboardLogOut: .loggedOut
        case .dashboardAnother: .anotherProfileChosen
        case .dashboardEnded, .switchContextEnded, .mobileAuthEnded, .authenticatorsEnded, .profileEnded:
            .sessionEnded
        case .dashboardSwitchContext: .contextSwitchChosen
        case .switchContextSwitched: .contextSwitched
        case .switchContextCancel: .cancelled
        case .dashboardMobileAuth: .mobileAuthChosen
        case .mobileAuthBack: .back
        case .registrationStateless: .statelessSessionStarted
        // authenticators and profile
        case .dashboardAuthenticators: .authenticatorsChosen
        case .dashboardProfile: .profileChosen
        case .authenticatorsPin, .profilePin: .pinRequested
        case .authenticatorsBack, .profileBack: .back
        case .registerAuthenticatorDone: .authenticatorRegistered
        case .registerAuthenticatorEnd, .changePinCurrentEnd, .changePinNewEnd: .cancelled
        case .registerAuthenticatorDeregistered, .changePinCurrentDeregistered: .deregistered
        case .changePinCurrentNewPin: .newPinRequested
        case .changePinNewChanged: .pinChanged
        case .profileDisconnected: .disconnected
        }
    }

    @MainActor func perform(on router: AppRouter) {
        switch self {
        case .startupRestored: router.startupDidRestoreSession(profileId: "p")
        case .startupNoSession: router.startupFoundNoSession(notice: nil)
        case .welcomeRegistration: router.welcomeDidChooseRegistration()
        case .welcomeLogin: router.welcomeDidStartLogin()
        case .welcomeSignedIn: router.welcomeDidSignIn(profileId: "p")
        case .welcomeQuit: router.welcomeDidQuit()
        case .registrationPin: router.registrationNeedsPin()
        case .registrationCancel: router.registrationDidCancel()
        case .createPinSignedIn: router.createPinDidSignIn(profileId: "p")
        case .createPinEnd: router.createPinDidEnd(notice: nil)
        case .pinSignedIn: router.pinChallengeDidSignIn(profileId: "p")
        case .pinEnd: router.pinChallengeDidEnd(notice: nil)
        case .pinDeregistered: router.pinChallengeDidDeregister(notice: "n")
        case .dashboardLogOut: router.dashboardDidLogOut(notice: "n")
        case .dashboardAnother: router.dashboardDidChooseAnotherProfile()
        case .dashboardEnded, .switchContextEnded, .mobileAuthEnded, .authenticatorsEnded, .profileEnded:
            router.sessionDidEnd(notice: "n")
        case .dashboardQuit: router.dashboardDidQuit()
        case .dashboardSwitchContext: router.dashboardDidChooseSwitchContext(profileId: "p")
        case .switchContextSwitched: router.switchContextDidSwitch(profileId: "p", notice: "n")
        case .switchContextCancel: router.switchContextDidCancel(profileId: "p")
        case .dashboardMobileAuth: router.dashboardDidChooseMobileAuth(profileId: "p")
        case .mobileAuthBack: router.mobileAuthDidGoBack(profileId: "p")
        case .registrationStateless: router.registrationDidStartStatelessSession()
        // authenticators and profile
        case .dashboardAuthenticators: router.dashboardDidChooseAuthenticators(profileId: "p")
        case .dashboardProfile: router.dashboardDidChooseProfile(profileId: "p")
        case .authenticatorsPin: router.authenticatorsNeedPin(profileId: "p")
        case .authenticatorsBack: router.authenticatorsDidFinish(profileId: "p")
        case .registerAuthenticatorDone:
            router.pinChallengeDidRegisterAuthenticator(profileId: "p", notice: "n")
        case .registerAuthenticatorEnd, .changePinCurrentEnd:
            router.pinChallengeDidEnd(profileId: "p", notice: nil)
        case .registerAuthenticatorDeregistered, .changePinCurrentDeregistered:
            router.pinChallengeDidDeregister(notice: "n")
        case .profilePin: router.profileNeedsCurrentPin(profileId: "p")
        case .profileBack: router.profileDidFinish(profileId: "p")
        case .changePinCurrentNewPin: router.pinChallengeNeedsNewPin(profileId: "p")
        case .changePinNewChanged: router.createPinDidChangePin(profileId: "p")
        case .changePinNewEnd: router.createPinDidEnd(profileId: "p", notice: nil)
        case .profileDisconnected: router.profileDidDisconnect(notice: "n")
        }
    }
}
