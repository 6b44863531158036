import Interactors
import Presenters
import Testing

@testable import Router

/// Every routing protocol the router answers, as one type: what a module's presenter may call.
typealias AppRouting =
    StartupRouting & WelcomeRouting & RegistrationRouting & CreatePinRouting & ChangePinNewRouting
    & PinChallengeRouting & ChangePinCurrentRouting & RegisterAuthenticatorRouting & DeregistrationRouting
    & DashboardRouting & SwitchContextRouting & MobileAuthRouting & PushConfirmationRouting
    & AuthenticatorsRouting & ProfileRouting & SessionEndRouting

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

    @Test(
        "every call leads on with the session its next module needs: a profile's, any, or none",
        arguments: Route.allCases)
    func callsNameTheSessionTheNextRouteNeeds(route: Route) async {
        for call in RoutingCall.calls(at: route) {
            guard case .route(let next) = TransitionTable.standard.next(from: route, on: call.event) else {
                continue
            }
            let factory = ScriptedFactory([
                {
                    call.perform(on: $0)
                    return .dismissed
                }
            ])
            let router = AppRouter(factory: factory)

            _ = await router.run(
                from: route, context: RouteContext(sessionOwner: .profile(RoutingCall.profile)))

            let owner = factory.shown.last?.1.sessionOwner
            switch SessionNeed.of(next) {
            case .none:
                #expect(
                    owner == nil, "\(call) in \(route) leads to \(next) with \(String(describing: owner))")
            case .any: #expect(owner != nil, "\(call) in \(route) leads to \(next) without a session")
            case .profile:
                #expect(owner?.profileId != nil, "\(call) in \(route) leads to \(next) without a profile")
            }
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

/// Which session a route's module works on; DI builds a route that needs one without it only as
/// `MissingSessionScreen`.
enum SessionNeed {
    /// None: the route comes before a session, or after it ended.
    case none
    /// A profile's session or the stateless one: the dashboard shows either.
    case any
    /// A profile's session: the screens the stateless dashboard does not offer.
    case profile

    static func of(_ route: Route) -> SessionNeed {
        switch route {
        case .startup, .welcome, .registration, .createPin, .pinChallenge: .none
        case .dashboard: .any
        case .switchContext, .mobileAuth, .pushConfirmation, .authenticators, .registerAuthenticator,
            .profile,
            .changePinCurrent, .changePinNew:
            .profile
        }
    }
}

/// One case per method of every routing protocol, with the event the router must send for it.
enum RoutingCall: CaseIterable, Hashable, Sendable {
    /// The profile the calls name.
    static let profile = ProfileID(rawValue: "p")

    case startupRestored, startupNoSession
    case welcomeRegistration, welcomeLogin, welcomeSignedIn, welcomeQuit
    case registrationPin, registrationCancel, registrationStateless
    case createPinSignedIn, createPinEnd, changePinNewChanged, changePinNewEnd
    case pinSignedIn, pinEnd, pinDeregistered, changePinCurrentAccepted, changePinCurrentEnd
    case registerAuthenticatorRegistered, registerAuthenticatorEnd
    case dashboardLogOut, dashboardAnother, dashboardQuit
    case dashboardSwitchContext, dashboardMobileAuth, dashboardAuthenticators, dashboardProfile
    case switchContextSwitched, switchContextCancel
    case mobileAuthBack, mobileAuthHandling
    case pushConfirmationNext, pushConfirmationFinished
    case authenticatorsPin, authenticatorsBack
    case profilePin, profileBack, profileDisconnected
    case sessionEnded

    /// The calls the module shown at `route` makes. PinChallenge and CreatePin have a routing
    /// protocol per route they are shown under (see `AppModuleFactory.builder(for:)`): a sign-in
    /// ends at Welcome, a PIN change or an authenticator registration back on the screen that
    /// started it, or at Welcome when the session is over.
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
        case .mobileAuth: [.mobileAuthBack, .mobileAuthHandling, .sessionEnded]
        case .pushConfirmation: [.pushConfirmationNext, .pushConfirmationFinished, .sessionEnded]
        case .authenticators: [.authenticatorsPin, .authenticatorsBack, .sessionEnded]
        case .registerAuthenticator:
            [.registerAuthenticatorRegistered, .registerAuthenticatorEnd, .pinDeregistered, .sessionEnded]
        case .profile: [.profilePin, .profileBack, .profileDisconnected, .sessionEnded]
        case .changePinCurrent:
            [.changePinCurrentAccepted, .changePinCurrentEnd, .pinDeregistered, .sessionEnded]
        case .changePinNew: [.changePinNewChanged, .changePinNewEnd, .sessionEnded]
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
        case .registrationPin, .changePinCurrentAccepted: .newPinRequested
        case .registrationCancel, .createPinEnd, .changePinNewEnd, .pinEnd, .changePinCurrentEnd,
            .registerAuthenticatorEnd, .switchContextCancel:
            .cancelled
        case .registrationStateless: .statelessSessionStarted
        case .changePinNewChanged: .pinChanged
        case .pinDeregistered: .deregistered
        case .registerAuthenticatorRegistered: .authenticatorRegistered
        case .dashboardLogOut: .loggedOut
        case .dashboardAnother: .anotherProfileChosen
        case .sessionEnded: .sessionEnded
        case .dashboardSwitchContext: .contextSwitchChosen
        case .dashboardMobileAuth: .mobileAuthChosen
        case .dashboardAuthenticators: .authenticatorsChosen
        case .dashboardProfile: .profileChosen
        case .switchContextSwitched: .contextSwitched
        case .mobileAuthBack, .authenticatorsBack, .profileBack: .back
        case .mobileAuthHandling, .pushConfirmationNext: .pushRequested
        case .pushConfirmationFinished: .pushHandlingEnded
        case .profileDisconnected: .disconnected
        }
    }

    /// Makes this call on `routing`, as a presenter would.
    @MainActor func perform(on routing: some AppRouting) {
        switch self {
        case .startupRestored: routing.startupDidRestoreSession(profileId: Self.profile)
        case .startupNoSession: routing.startupFoundNoSession(notice: nil)
        case .welcomeRegistration: routing.welcomeDidChooseRegistration()
        case .welcomeLogin: routing.welcomeDidStartLogin()
        case .welcomeSignedIn: routing.welcomeDidSignIn(profileId: Self.profile)
        case .welcomeQuit: routing.welcomeDidQuit()
        case .registrationPin: routing.registrationNeedsPin()
        case .registrationCancel: routing.registrationDidCancel()
        case .registrationStateless: routing.registrationDidStartStatelessSession()
        case .createPinSignedIn: routing.createPinDidSignIn(owner: .profile(Self.profile))
        case .createPinEnd: routing.createPinDidEnd(notice: nil)
        case .changePinNewChanged: routing.changePinNewDidChangePin(profileId: Self.profile)
        case .changePinNewEnd: routing.changePinNewDidEnd(profileId: Self.profile, notice: nil)
        case .pinSignedIn: routing.pinChallengeDidSignIn(owner: .profile(Self.profile))
        case .pinEnd: routing.pinChallengeDidEnd(notice: nil)
        case .pinDeregistered:
            routing.pinChallengeDidDeregister(notice: .deregistered(.tooManyFailedAttempts))
        case .changePinCurrentAccepted: routing.changePinCurrentDidAcceptPin(profileId: Self.profile)
        case .changePinCurrentEnd: routing.changePinCurrentDidEnd(profileId: Self.profile, notice: nil)
        case .registerAuthenticatorRegistered:
            routing.registerAuthenticatorDidRegister(
                profileId: Self.profile, notice: .authenticatorRegistered(.biometric))
        case .registerAuthenticatorEnd:
            routing.registerAuthenticatorDidEnd(profileId: Self.profile, notice: nil)
        case .dashboardLogOut: routing.dashboardDidLogOut(notice: .loggedOut(.loggedOut))
        case .dashboardAnother: routing.dashboardDidChooseAnotherProfile()
        case .dashboardQuit: routing.dashboardDidQuit()
        case .dashboardSwitchContext: routing.dashboardDidChooseSwitchContext(profileId: Self.profile)
        case .dashboardMobileAuth: routing.dashboardDidChooseMobileAuth(profileId: Self.profile)
        case .dashboardAuthenticators: routing.dashboardDidChooseAuthenticators(profileId: Self.profile)
        case .dashboardProfile: routing.dashboardDidChooseProfile(profileId: Self.profile)
        case .switchContextSwitched:
            routing.switchContextDidSwitch(
                profileId: Self.profile,
                notice: .contextSwitched(
                    Membership(index: 1, roleName: "r", schoolName: "s", academicUnitName: "", isActive: true)
                ))
        case .switchContextCancel: routing.switchContextDidCancel(profileId: Self.profile)
        case .mobileAuthBack: routing.mobileAuthDidGoBack(profileId: Self.profile)
        case .mobileAuthHandling: routing.mobileAuthDidStartHandling(profileId: Self.profile)
        case .pushConfirmationNext: routing.pushConfirmationDidReachNextRequest(profileId: Self.profile)
        case .pushConfirmationFinished: routing.pushConfirmationDidFinish(profileId: Self.profile)
        case .authenticatorsPin: routing.authenticatorsNeedPin(profileId: Self.profile)
        case .authenticatorsBack: routing.authenticatorsDidFinish(profileId: Self.profile)
        case .profilePin: routing.profileNeedsCurrentPin(profileId: Self.profile)
        case .profileBack: routing.profileDidFinish(profileId: Self.profile)
        case .profileDisconnected: routing.profileDidDisconnect(notice: .disconnected(.disconnected))
        case .sessionEnded: routing.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))
        }
    }
}

/// Answers every routing protocol by naming the call. The compiler makes it answer every method,
/// so a method added to a routing protocol does not build here until it has a `RoutingCall`,
/// which `calls(at:)` must then place at a route and the table must give an edge.
@MainActor
final class RoutingCallNamer: AppRouting {
    private(set) var calls: [RoutingCall] = []

    func startupDidRestoreSession(profileId: ProfileID) { calls.append(.startupRestored) }
    func startupFoundNoSession(notice: RouteNotice?) { calls.append(.startupNoSession) }
    func welcomeDidChooseRegistration() { calls.append(.welcomeRegistration) }
    func welcomeDidStartLogin() { calls.append(.welcomeLogin) }
    func welcomeDidSignIn(profileId: ProfileID) { calls.append(.welcomeSignedIn) }
    func welcomeDidQuit() { calls.append(.welcomeQuit) }
    func registrationNeedsPin() { calls.append(.registrationPin) }
    func registrationDidCancel() { calls.append(.registrationCancel) }
    func registrationDidStartStatelessSession() { calls.append(.registrationStateless) }
    func createPinDidSignIn(owner: SessionOwner) { calls.append(.createPinSignedIn) }
    func createPinDidEnd(notice: RouteNotice?) { calls.append(.createPinEnd) }
    func changePinNewDidChangePin(profileId: ProfileID) { calls.append(.changePinNewChanged) }
    func changePinNewDidEnd(profileId: ProfileID, notice: RouteNotice?) { calls.append(.changePinNewEnd) }
    func pinChallengeDidSignIn(owner: SessionOwner) { calls.append(.pinSignedIn) }
    func pinChallengeDidEnd(notice: RouteNotice?) { calls.append(.pinEnd) }
    func pinChallengeDidDeregister(notice: RouteNotice) { calls.append(.pinDeregistered) }
    func changePinCurrentDidAcceptPin(profileId: ProfileID) { calls.append(.changePinCurrentAccepted) }
    func changePinCurrentDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        calls.append(.changePinCurrentEnd)
    }
    func registerAuthenticatorDidRegister(profileId: ProfileID, notice: RouteNotice) {
        calls.append(.registerAuthenticatorRegistered)
    }
    func registerAuthenticatorDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        calls.append(.registerAuthenticatorEnd)
    }
    func dashboardDidLogOut(notice: RouteNotice) { calls.append(.dashboardLogOut) }
    func dashboardDidChooseAnotherProfile() { calls.append(.dashboardAnother) }
    func dashboardDidQuit() { calls.append(.dashboardQuit) }
    func dashboardDidChooseSwitchContext(profileId: ProfileID) { calls.append(.dashboardSwitchContext) }
    func dashboardDidChooseMobileAuth(profileId: ProfileID) { calls.append(.dashboardMobileAuth) }
    func dashboardDidChooseAuthenticators(profileId: ProfileID) { calls.append(.dashboardAuthenticators) }
    func dashboardDidChooseProfile(profileId: ProfileID) { calls.append(.dashboardProfile) }
    func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice) {
        calls.append(.switchContextSwitched)
    }
    func switchContextDidCancel(profileId: ProfileID) { calls.append(.switchContextCancel) }
    func mobileAuthDidGoBack(profileId: ProfileID) { calls.append(.mobileAuthBack) }
    func mobileAuthDidStartHandling(profileId: ProfileID) { calls.append(.mobileAuthHandling) }
    func pushConfirmationDidReachNextRequest(profileId: ProfileID) { calls.append(.pushConfirmationNext) }
    func pushConfirmationDidFinish(profileId: ProfileID) { calls.append(.pushConfirmationFinished) }
    func authenticatorsNeedPin(profileId: ProfileID) { calls.append(.authenticatorsPin) }
    func authenticatorsDidFinish(profileId: ProfileID) { calls.append(.authenticatorsBack) }
    func profileNeedsCurrentPin(profileId: ProfileID) { calls.append(.profilePin) }
    func profileDidFinish(profileId: ProfileID) { calls.append(.profileBack) }
    func profileDidDisconnect(notice: RouteNotice) { calls.append(.profileDisconnected) }
    func sessionDidEnd(notice: RouteNotice) { calls.append(.sessionEnded) }
}
