import Interactors
import Presenters
import TestSupport
import Testing

@testable import Router

/// Every routing protocol the router answers, as one type: what a module's presenter may call.
typealias AppRouting =
    StartupRouting & WelcomeRouting & RegistrationRouting & CreatePinRouting & ChangePinNewRouting
    & PinChallengeRouting & ChangePinCurrentRouting & RegisterAuthenticatorRouting & DeregistrationRouting
    & DashboardRouting & SwitchContextRouting & MobileAuthRouting & PushConfirmationRouting
    & AuthenticatorsRouting & ProfileRouting & SessionEndRouting

/// The routing calls checked against `TransitionTable.standard`, which the router moves by: every
/// call a route's module can make finds an edge there and brings the data of the screen it leads
/// to, and every edge is taken by some call. A gap would otherwise only show at run time, as a
/// screen that stays after the person's choice.
@MainActor
@Suite("Every routing call has an edge")
struct RoutingCoverageTests {
    @Test(
        "every call a route's module can make moves the router, to a screen of the profile it named",
        arguments: RouteName.allCases)
    func callsAtRouteMove(route: RouteName) async {
        for call in RoutingCall.calls(at: route) {
            let (transitions, next, stayed) = await Self.follow(call, from: route)

            #expect(stayed == [], "\(call) in \(route) finds no way on")
            #expect(transitions.count == 1, "\(call) in \(route)")
            if let next {
                #expect(
                    next == .sample(next.name) || next == .dashboard(.stateless),
                    "\(call) in \(route) leads to \(next), not to the profile it named")
            }
        }
    }

    @Test("every edge of the table is taken by some routing call")
    func everyEdgeIsTaken() async {
        var taken: [String] = []
        for route in RouteName.allCases {
            for call in RoutingCall.calls(at: route) {
                taken += await Self.follow(call, from: route).transitions.map(\.description)
            }
        }

        #expect(Set(TransitionTable.standard.transitions.map(\.description)).subtracting(taken) == [])
    }

    @Test("each routing call reaches the method it names", arguments: RoutingCall.all)
    func callReachesItsMethod(call: RoutingCall) {
        let namer = RoutingCallNamer()

        call.perform(on: namer)

        #expect(namer.methods == [call.method])
    }

    @Test("every method of every routing protocol has a routing call, made at some route")
    func everyMethodIsListed() {
        #expect(Set(RoutingMethod.allCases).subtracting(RoutingCall.all.map(\.method)) == [])
        #expect(RoutingCall.all.filter(\.routes.isEmpty).map(\.method) == [])
    }

    /// Runs a router over the standard table from `route`'s sample, whose screen makes `call`:
    /// the edges it followed, the route it showed next, and the events it stayed on.
    private static func follow(_ call: RoutingCall, from route: RouteName) async -> (
        transitions: [Transition], next: Route?, stayed: [RouteEvent]
    ) {
        var (transitions, stayed) = ([Transition](), [RouteEvent]())
        let factory = ScriptedFactory([
            {
                call.perform(on: $0)
                return .dismissed
            }
        ])
        let router = AppRouter(
            factory: factory,
            observer: RouterObserver(
                transition: { transitions.append($0) }, stayed: { stayed.append($1) }))

        _ = await router.run(from: .sample(route))

        return (transitions, factory.shown.dropFirst().first?.route, stayed)
    }
}

extension Transition: CustomStringConvertible {
    /// `welcome quit exit`.
    public var description: String { "\(from.rawValue) \(event.name) \(to.name)" }
}

/// One method of a routing protocol as a module calls it: the routes whose module makes the call,
/// and the call itself. `all` lists each method once (each Dashboard destination once).
struct RoutingCall: Sendable, CustomStringConvertible, CustomTestStringConvertible {
    /// The method called.
    let method: RoutingMethod
    /// The routes whose module makes the call.
    let routes: [RouteName]
    private let call: @MainActor @Sendable (any AppRouting) -> Void

    init(
        _ method: RoutingMethod, at routes: [RouteName],
        _ call: @escaping @MainActor @Sendable (any AppRouting) -> Void
    ) {
        self.method = method
        self.routes = routes
        self.call = call
    }

    var description: String { "\(method)" }
    var testDescription: String { description }

    /// Makes this call on `routing`, as a presenter would.
    @MainActor func perform(on routing: any AppRouting) {
        call(routing)
    }

    /// The calls the module shown at `route` makes.
    static func calls(at route: RouteName) -> [RoutingCall] {
        all.filter { $0.routes.contains(route) }
    }

    /// The profile the calls name.
    static let profile = ProfileID.flowSample

    /// Every method of every routing protocol. PinChallenge and CreatePin have a routing protocol
    /// per route they are shown under (see `AppModuleFactory.makeScreen(for:notice:router:)`): a sign-in ends at
    /// Welcome, a PIN change or an authenticator registration back on the screen that started it,
    /// or at Welcome when the session is over.
    static let all: [RoutingCall] =
        [
            .init(.startupDidRestoreSession, at: [.startup]) {
                $0.startupDidRestoreSession(profileId: profile)
            },
            .init(.startupFoundNoSession, at: [.startup]) {
                $0.startupFoundNoSession(notice: nil)
            },
            .init(.welcomeDidChooseRegistration, at: [.welcome]) {
                $0.welcomeDidChooseRegistration()
            },
            .init(.welcomeDidStartLogin, at: [.welcome]) { $0.welcomeDidStartLogin(.sample) },
            .init(.welcomeDidSignIn, at: [.welcome]) {
                $0.welcomeDidSignIn(profileId: profile)
            },
            .init(.welcomeDidQuit, at: [.welcome]) { $0.welcomeDidQuit() },
            .init(.registrationNeedsPin, at: [.registration]) {
                $0.registrationNeedsPin(.sample)
            },
            .init(.registrationDidCancel, at: [.registration]) {
                $0.registrationDidCancel()
            },
            .init(
                .registrationDidStartStatelessSession, at: [.registration]
            ) { $0.registrationDidStartStatelessSession() },
            .init(.createPinDidSignIn, at: [.createPin]) {
                $0.createPinDidSignIn(owner: .profile(profile))
            },
            .init(.createPinDidEnd, at: [.createPin]) {
                $0.createPinDidEnd(notice: nil)
            },
            .init(.changePinNewDidChangePin, at: [.changePinNew]) {
                $0.changePinNewDidChangePin(profileId: profile)
            },
            .init(.changePinNewDidEnd, at: [.changePinNew]) {
                $0.changePinNewDidEnd(profileId: profile, notice: nil)
            },
            .init(.pinChallengeDidSignIn, at: [.pinChallenge]) {
                $0.pinChallengeDidSignIn(owner: .profile(profile))
            },
            .init(.pinChallengeDidEnd, at: [.pinChallenge]) {
                $0.pinChallengeDidEnd(notice: nil)
            },
            .init(
                .pinChallengeDidDeregister,
                at: [.pinChallenge, .registerAuthenticator, .changePinCurrent]
            ) { $0.pinChallengeDidDeregister(notice: .deregistered(.tooManyFailedAttempts)) },
            .init(
                .changePinCurrentDidAcceptPin, at: [.changePinCurrent]
            ) { $0.changePinCurrentDidAcceptPin(.sample) },
            .init(.changePinCurrentDidEnd, at: [.changePinCurrent]) {
                $0.changePinCurrentDidEnd(profileId: profile, notice: nil)
            },
            .init(
                .registerAuthenticatorDidRegister, at: [.registerAuthenticator]
            ) {
                $0.registerAuthenticatorDidRegister(
                    profileId: profile, notice: .authenticatorRegistered(.biometric))
            },
            .init(
                .registerAuthenticatorDidEnd, at: [.registerAuthenticator]
            ) { $0.registerAuthenticatorDidEnd(profileId: profile, notice: nil) },
            .init(.dashboardDidLogOut, at: [.dashboard]) {
                $0.dashboardDidLogOut(notice: .loggedOut(.loggedOut))
            },
            .init(.dashboardDidChooseAnotherProfile, at: [.dashboard]) {
                $0.dashboardDidChooseAnotherProfile()
            },
            .init(.dashboardDidQuit, at: [.dashboard]) { $0.dashboardDidQuit() },
            .init(.switchContextDidSwitch, at: [.switchContext]) {
                $0.switchContextDidSwitch(
                    profileId: profile,
                    notice: .contextSwitched(
                        Membership(
                            index: 1, roleName: "r", schoolName: "s", academicUnitName: "", isActive: true)))
            },
            .init(.mobileAuthDidStartHandling, at: [.mobileAuth]) {
                $0.mobileAuthDidStartHandling(.sample)
            },
            .init(
                .pushConfirmationDidReachNextRequest, at: [.pushConfirmation]
            ) { $0.pushConfirmationDidReachNextRequest(.sample) },
            .init(
                .pushConfirmationDidFinish, at: [.pushConfirmation]
            ) { $0.pushConfirmationDidFinish(profileId: profile) },
            .init(.authenticatorsNeedPin, at: [.authenticators]) {
                $0.authenticatorsNeedPin(.sample)
            },
            .init(.profileNeedsCurrentPin, at: [.profile]) {
                $0.profileNeedsCurrentPin(.sample)
            },
            .init(.profileDidDisconnect, at: [.profile]) {
                $0.profileDidDisconnect(notice: .disconnected(.disconnected))
            },
            // Every screen the Dashboard opens goes back to it: a new one needs no line here.
            .init(
                .dashboardScreenDidFinish,
                at: Route.openedByTheDashboard
            ) { $0.dashboardScreenDidFinish(profileId: profile) },
            // Every screen that needs a session can find it over: a new one needs no line here.
            .init(
                .sessionDidEnd, at: RouteName.allCases.filter { Route.sample($0).needsSession }
            ) {
                $0.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))
            },
        ]
        // One call per screen the Dashboard opens: a new destination needs no line here.
        + DashboardDestination.allCases.map { destination in
            .init(.dashboardDidChoose, at: [.dashboard]) {
                $0.dashboardDidChoose(destination, profileId: profile)
            }
        }
}

/// The methods of every routing protocol, one case each.
enum RoutingMethod: CaseIterable, Sendable {
    case startupDidRestoreSession, startupFoundNoSession
    case welcomeDidChooseRegistration, welcomeDidStartLogin, welcomeDidSignIn, welcomeDidQuit
    case registrationNeedsPin, registrationDidCancel, registrationDidStartStatelessSession
    case createPinDidSignIn, createPinDidEnd
    case changePinNewDidChangePin, changePinNewDidEnd
    case pinChallengeDidSignIn, pinChallengeDidEnd, pinChallengeDidDeregister
    case changePinCurrentDidAcceptPin, changePinCurrentDidEnd
    case registerAuthenticatorDidRegister, registerAuthenticatorDidEnd
    case dashboardDidLogOut, dashboardDidChooseAnotherProfile, dashboardDidQuit, dashboardDidChoose
    case switchContextDidSwitch
    case mobileAuthDidStartHandling
    case pushConfirmationDidReachNextRequest, pushConfirmationDidFinish
    case authenticatorsNeedPin
    case profileNeedsCurrentPin, profileDidDisconnect
    case dashboardScreenDidFinish, sessionDidEnd
}

/// Answers every routing protocol by naming the method called. The compiler makes it answer every
/// method, so a method added to a routing protocol does not build here until it names a
/// `RoutingMethod`, and `everyMethodIsListed` then asks for its `RoutingCall`.
@MainActor
final class RoutingCallNamer: AppRouting {
    private(set) var methods: [RoutingMethod] = []

    func startupDidRestoreSession(profileId: ProfileID) { methods.append(.startupDidRestoreSession) }
    func startupFoundNoSession(notice: RouteNotice?) { methods.append(.startupFoundNoSession) }
    func welcomeDidChooseRegistration() { methods.append(.welcomeDidChooseRegistration) }
    func welcomeDidStartLogin(_ attempt: LoginAttempt) { methods.append(.welcomeDidStartLogin) }
    func welcomeDidSignIn(profileId: ProfileID) { methods.append(.welcomeDidSignIn) }
    func welcomeDidQuit() { methods.append(.welcomeDidQuit) }
    func registrationNeedsPin(_ registration: Enrolment) { methods.append(.registrationNeedsPin) }
    func registrationDidCancel() { methods.append(.registrationDidCancel) }
    func registrationDidStartStatelessSession() { methods.append(.registrationDidStartStatelessSession) }
    func createPinDidSignIn(owner: SessionOwner) { methods.append(.createPinDidSignIn) }
    func createPinDidEnd(notice: RouteNotice?) { methods.append(.createPinDidEnd) }
    func changePinNewDidChangePin(profileId: ProfileID) { methods.append(.changePinNewDidChangePin) }
    func changePinNewDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        methods.append(.changePinNewDidEnd)
    }
    func pinChallengeDidSignIn(owner: SessionOwner) { methods.append(.pinChallengeDidSignIn) }
    func pinChallengeDidEnd(notice: RouteNotice?) { methods.append(.pinChallengeDidEnd) }
    func pinChallengeDidDeregister(notice: RouteNotice) { methods.append(.pinChallengeDidDeregister) }
    func changePinCurrentDidAcceptPin(_ change: PinChange) { methods.append(.changePinCurrentDidAcceptPin) }
    func changePinCurrentDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        methods.append(.changePinCurrentDidEnd)
    }
    func registerAuthenticatorDidRegister(profileId: ProfileID, notice: RouteNotice) {
        methods.append(.registerAuthenticatorDidRegister)
    }
    func registerAuthenticatorDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        methods.append(.registerAuthenticatorDidEnd)
    }
    func dashboardDidLogOut(notice: RouteNotice) { methods.append(.dashboardDidLogOut) }
    func dashboardDidChooseAnotherProfile() { methods.append(.dashboardDidChooseAnotherProfile) }
    func dashboardDidQuit() { methods.append(.dashboardDidQuit) }
    func dashboardDidChoose(_ destination: DashboardDestination, profileId: ProfileID) {
        methods.append(.dashboardDidChoose)
    }
    func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice) {
        methods.append(.switchContextDidSwitch)
    }
    func mobileAuthDidStartHandling(_ handling: PushHandling) { methods.append(.mobileAuthDidStartHandling) }
    func pushConfirmationDidReachNextRequest(_ handling: PushHandling) {
        methods.append(.pushConfirmationDidReachNextRequest)
    }
    func pushConfirmationDidFinish(profileId: ProfileID) { methods.append(.pushConfirmationDidFinish) }
    func authenticatorsNeedPin(_ registration: AuthenticatorRegistration) {
        methods.append(.authenticatorsNeedPin)
    }
    func profileNeedsCurrentPin(_ change: PinChange) { methods.append(.profileNeedsCurrentPin) }
    func profileDidDisconnect(notice: RouteNotice) { methods.append(.profileDidDisconnect) }
    func dashboardScreenDidFinish(profileId: ProfileID) { methods.append(.dashboardScreenDidFinish) }
    func sessionDidEnd(notice: RouteNotice) { methods.append(.sessionDidEnd) }
}

extension Route {
    /// The route of every name, built with `RoutingCall.profile` or the sample flow of its kind
    /// where it needs data.
    static func sample(_ name: RouteName) -> Route {
        let data: [RouteData] = [
            .profile(RoutingCall.profile), .login(.sample), .enrolment(.sample), .pinChange(.sample),
            .authenticatorRegistration(.sample), .pushHandling(.sample),
        ]
        return data.lazy.compactMap { Route(name, with: $0) }.first ?? .welcome
    }

    /// The screens the Dashboard's choices lead to, as the table says: a new one needs no line here.
    static let openedByTheDashboard: [RouteName] = TransitionTable.standard.transitions.compactMap {
        guard $0.from == .dashboard, case .chosen = $0.event, case .route(let screen) = $0.to else {
            return nil
        }
        return screen
    }

    /// True for a route that carries a session: its screen can find the session over.
    var needsSession: Bool {
        switch self {
        case .startup, .welcome, .registration, .createPin, .pinChallenge: false
        default: true
        }
    }
}
