import Presenters
import Testing

@testable import Router

/// Every routing protocol the router answers, as one type: what a module's presenter may call.
typealias AppRouting =
    StartupRouting & WelcomeRouting & RegistrationRouting & CreatePinRouting & PinChallengeRouting
    & DashboardRouting & SwitchContextRouting & MobileAuthRouting & AuthenticatorsRouting & ProfileRouting
    & SessionEndRouting

/// The router's edges checked from the modules' side: every call a route's module can make
/// through its routing protocol leads along an edge of `TransitionTable.standard`, and every edge
/// is taken by some call. A pair without an edge would otherwise only show at run time, as a
/// screen that ignores the person's choice.
@MainActor
@Suite("Every routing call has an edge")
struct RoutingCoverageTests {
    @Test("every call a route's module can make leads along an edge of the table", arguments: Route.allCases)
    func callsAtRouteHaveEdges(route: Route) async {
        for call in RoutingCall.calls(at: route) {
            guard let edge = TransitionTable.standard.next(from: route, on: call.event) else {
                Issue.record("\(call) in \(route) sends \(call.event), which has no edge")
                continue
            }
            let factory = ScriptedFactory([
                {
                    call.perform(on: $0)
                    return .dismissed
                }
            ])
            let recorder = TransitionRecorder()
            let router = AppRouter(factory: factory) { recorder.transitions.append($0) }

            _ = await router.run(from: route)

            #expect(
                recorder.transitions.first == Transition(from: route, event: call.event, to: edge),
                "\(call) in \(route)")
        }
    }

    @Test("every routing call is made at some route")
    func everyCallHasARoute() {
        let placed = Set(Route.allCases.flatMap(RoutingCall.calls(at:)))

        #expect(Set(RoutingCall.allCases).subtracting(placed) == [])
    }

    @Test("every edge of the table is taken by some routing call")
    func everyEdgeIsTaken() {
        let taken = Set(
            Route.allCases.flatMap { route in
                RoutingCall.calls(at: route).map { "\(route.rawValue) \($0.event.rawValue)" }
            })
        let edges = Set(
            TransitionTable.standard.transitions.map { "\($0.from.rawValue) \($0.event.rawValue)" })

        #expect(edges.subtracting(taken) == [])
        #expect(taken.subtracting(edges) == [])
    }

    @Test("each routing call reaches the method it names", arguments: RoutingCall.allCases)
    func callReachesItsMethod(call: RoutingCall) {
        let namer = RoutingCallNamer()

        call.perform(on: namer)

        #expect(namer.calls == [call])
    }
}

/// One case per method of every routing protocol, with the event the router must send for it.
enum RoutingCall: CaseIterable, Hashable, Sendable {
    case startupRestored, startupNoSession
    case welcomeRegistration, welcomeLogin, welcomeSignedIn, welcomeQuit
    case registrationPin, registrationCancel, registrationStateless
    case createPinSignedIn, createPinEnd, createPinChanged, createPinEndForProfile
    case pinSignedIn, pinEnd, pinDeregistered, pinEndForProfile, pinNewPin, pinRegisteredAuthenticator
    case dashboardLogOut, dashboardAnother, dashboardQuit
    case dashboardSwitchContext, dashboardMobileAuth, dashboardAuthenticators, dashboardProfile
    case switchContextSwitched, switchContextCancel
    case mobileAuthBack
    case authenticatorsPin, authenticatorsBack
    case profilePin, profileBack, profileDisconnected
    case sessionEnded

    /// The calls the module shown at `route` makes. PinChallenge and CreatePin serve a purpose per
    /// route (see `AppModuleFactory.builder(for:)`), and their presenters pick the calls of that
    /// purpose: a sign-in ends at Welcome, a PIN change or an authenticator registration back on
    /// the screen that started it.
    static func calls(at route: Route) -> [RoutingCall] {
        switch route {
        case .startup: [.startupRestored, .startupNoSession]
        case .welcome: [.welcomeRegistration, .welcomeLogin, .welcomeSignedIn, .welcomeQuit]
        case .registration: [.registrationPin, .registrationCancel, .registrationStateless]
        case .createPin: [.createPinSignedIn, .createPinEnd]
        case .pinChallenge: [.pinSignedIn, .pinEnd, .pinDeregistered]
        case .dashboard:
            [
                .dashboardLogOut, .dashboardAnother, .sessionEnded, .dashboardQuit, .dashboardSwitchContext,
                .dashboardMobileAuth, .dashboardAuthenticators, .dashboardProfile,
            ]
        case .switchContext: [.switchContextSwitched, .switchContextCancel, .sessionEnded]
        case .mobileAuth: [.mobileAuthBack, .sessionEnded]
        case .authenticators: [.authenticatorsPin, .authenticatorsBack, .sessionEnded]
        case .registerAuthenticator: [.pinRegisteredAuthenticator, .pinEndForProfile, .pinDeregistered]
        case .profile: [.profilePin, .profileBack, .profileDisconnected, .sessionEnded]
        case .changePinCurrent: [.pinNewPin, .pinEndForProfile, .pinDeregistered]
        case .changePinNew: [.createPinChanged, .createPinEndForProfile]
        }
    }

    /// The event the router must send for this call.
    var event: RouteEvent {
        switch self {
        case .startupRestored: .sessionRestored
        case .startupNoSession: .noSession
        case .welcomeRegistration: .registrationChosen
        case .welcomeLogin, .authenticatorsPin, .profilePin: .pinRequested
        case .welcomeSignedIn, .createPinSignedIn, .pinSignedIn: .signedIn
        case .welcomeQuit, .dashboardQuit: .quit
        case .registrationPin, .pinNewPin: .newPinRequested
        case .registrationCancel, .createPinEnd, .createPinEndForProfile, .pinEnd, .pinEndForProfile,
            .switchContextCancel:
            .cancelled
        case .registrationStateless: .statelessSessionStarted
        case .createPinChanged: .pinChanged
        case .pinDeregistered: .deregistered
        case .pinRegisteredAuthenticator: .authenticatorRegistered
        case .dashboardLogOut: .loggedOut
        case .dashboardAnother: .anotherProfileChosen
        case .sessionEnded: .sessionEnded
        case .dashboardSwitchContext: .contextSwitchChosen
        case .dashboardMobileAuth: .mobileAuthChosen
        case .dashboardAuthenticators: .authenticatorsChosen
        case .dashboardProfile: .profileChosen
        case .switchContextSwitched: .contextSwitched
        case .mobileAuthBack, .authenticatorsBack, .profileBack: .back
        case .profileDisconnected: .disconnected
        }
    }

    /// Makes this call on `routing`, as a presenter would.
    @MainActor func perform(on routing: some AppRouting) {
        switch self {
        case .startupRestored: routing.startupDidRestoreSession(profileId: "p")
        case .startupNoSession: routing.startupFoundNoSession(notice: nil)
        case .welcomeRegistration: routing.welcomeDidChooseRegistration()
        case .welcomeLogin: routing.welcomeDidStartLogin()
        case .welcomeSignedIn: routing.welcomeDidSignIn(profileId: "p")
        case .welcomeQuit: routing.welcomeDidQuit()
        case .registrationPin: routing.registrationNeedsPin()
        case .registrationCancel: routing.registrationDidCancel()
        case .registrationStateless: routing.registrationDidStartStatelessSession()
        case .createPinSignedIn: routing.createPinDidSignIn(profileId: "p")
        case .createPinEnd: routing.createPinDidEnd(notice: nil)
        case .createPinChanged: routing.createPinDidChangePin(profileId: "p")
        case .createPinEndForProfile: routing.createPinDidEnd(profileId: "p", notice: nil)
        case .pinSignedIn: routing.pinChallengeDidSignIn(profileId: "p")
        case .pinEnd: routing.pinChallengeDidEnd(notice: nil)
        case .pinDeregistered: routing.pinChallengeDidDeregister(notice: "n")
        case .pinEndForProfile: routing.pinChallengeDidEnd(profileId: "p", notice: nil)
        case .pinNewPin: routing.pinChallengeNeedsNewPin(profileId: "p")
        case .pinRegisteredAuthenticator:
            routing.pinChallengeDidRegisterAuthenticator(profileId: "p", notice: "n")
        case .dashboardLogOut: routing.dashboardDidLogOut(notice: "n")
        case .dashboardAnother: routing.dashboardDidChooseAnotherProfile()
        case .dashboardQuit: routing.dashboardDidQuit()
        case .dashboardSwitchContext: routing.dashboardDidChooseSwitchContext(profileId: "p")
        case .dashboardMobileAuth: routing.dashboardDidChooseMobileAuth(profileId: "p")
        case .dashboardAuthenticators: routing.dashboardDidChooseAuthenticators(profileId: "p")
        case .dashboardProfile: routing.dashboardDidChooseProfile(profileId: "p")
        case .switchContextSwitched: routing.switchContextDidSwitch(profileId: "p", notice: "n")
        case .switchContextCancel: routing.switchContextDidCancel(profileId: "p")
        case .mobileAuthBack: routing.mobileAuthDidGoBack(profileId: "p")
        case .authenticatorsPin: routing.authenticatorsNeedPin(profileId: "p")
        case .authenticatorsBack: routing.authenticatorsDidFinish(profileId: "p")
        case .profilePin: routing.profileNeedsCurrentPin(profileId: "p")
        case .profileBack: routing.profileDidFinish(profileId: "p")
        case .profileDisconnected: routing.profileDidDisconnect(notice: "n")
        case .sessionEnded: routing.sessionDidEnd(notice: "n")
        }
    }
}

/// Answers every routing protocol by naming the call. The compiler makes it answer every method,
/// so a method added to a routing protocol does not build here until it has a `RoutingCall`,
/// which `calls(at:)` must then place at a route and the table must give an edge.
@MainActor
final class RoutingCallNamer: AppRouting {
    private(set) var calls: [RoutingCall] = []

    func startupDidRestoreSession(profileId: String) { calls.append(.startupRestored) }
    func startupFoundNoSession(notice: String?) { calls.append(.startupNoSession) }
    func welcomeDidChooseRegistration() { calls.append(.welcomeRegistration) }
    func welcomeDidStartLogin() { calls.append(.welcomeLogin) }
    func welcomeDidSignIn(profileId: String) { calls.append(.welcomeSignedIn) }
    func welcomeDidQuit() { calls.append(.welcomeQuit) }
    func registrationNeedsPin() { calls.append(.registrationPin) }
    func registrationDidCancel() { calls.append(.registrationCancel) }
    func registrationDidStartStatelessSession() { calls.append(.registrationStateless) }
    func createPinDidSignIn(profileId: String) { calls.append(.createPinSignedIn) }
    func createPinDidEnd(notice: String?) { calls.append(.createPinEnd) }
    func createPinDidChangePin(profileId: String) { calls.append(.createPinChanged) }
    func createPinDidEnd(profileId: String?, notice: String?) { calls.append(.createPinEndForProfile) }
    func pinChallengeDidSignIn(profileId: String) { calls.append(.pinSignedIn) }
    func pinChallengeDidEnd(notice: String?) { calls.append(.pinEnd) }
    func pinChallengeDidDeregister(notice: String) { calls.append(.pinDeregistered) }
    func pinChallengeDidEnd(profileId: String?, notice: String?) { calls.append(.pinEndForProfile) }
    func pinChallengeNeedsNewPin(profileId: String?) { calls.append(.pinNewPin) }
    func pinChallengeDidRegisterAuthenticator(profileId: String?, notice: String) {
        calls.append(.pinRegisteredAuthenticator)
    }
    func dashboardDidLogOut(notice: String) { calls.append(.dashboardLogOut) }
    func dashboardDidChooseAnotherProfile() { calls.append(.dashboardAnother) }
    func dashboardDidQuit() { calls.append(.dashboardQuit) }
    func dashboardDidChooseSwitchContext(profileId: String) { calls.append(.dashboardSwitchContext) }
    func dashboardDidChooseMobileAuth(profileId: String) { calls.append(.dashboardMobileAuth) }
    func dashboardDidChooseAuthenticators(profileId: String) { calls.append(.dashboardAuthenticators) }
    func dashboardDidChooseProfile(profileId: String) { calls.append(.dashboardProfile) }
    func switchContextDidSwitch(profileId: String, notice: String) { calls.append(.switchContextSwitched) }
    func switchContextDidCancel(profileId: String) { calls.append(.switchContextCancel) }
    func mobileAuthDidGoBack(profileId: String) { calls.append(.mobileAuthBack) }
    func authenticatorsNeedPin(profileId: String) { calls.append(.authenticatorsPin) }
    func authenticatorsDidFinish(profileId: String) { calls.append(.authenticatorsBack) }
    func profileNeedsCurrentPin(profileId: String) { calls.append(.profilePin) }
    func profileDidFinish(profileId: String) { calls.append(.profileBack) }
    func profileDidDisconnect(notice: String) { calls.append(.profileDisconnected) }
    func sessionDidEnd(notice: String) { calls.append(.sessionEnded) }
}
