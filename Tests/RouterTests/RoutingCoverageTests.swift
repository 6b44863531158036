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
    @Test(
        "every call a route's module can make leads along an edge of the table", arguments: RouteName.allCases
    )
    func callsAtRouteHaveEdges(route: RouteName) async {
        for call in RoutingCall.calls(at: route) {
            guard let edge = TransitionTable.standard.next(from: route, on: call.event) else {
                Issue.record("\(call) in \(route) sends \(call.event), which has no edge")
                continue
            }
            let (factory, recorder) = (
                ScriptedFactory([
                    {
                        call.perform(on: $0)
                        return .dismissed
                    }
                ]), TransitionRecorder()
            )
            let router = AppRouter(
                factory: factory, observer: RouterObserver(transition: { recorder.transitions.append($0) }))

            _ = await router.run(from: .sample(route))

            #expect(
                recorder.transitions.first == Transition(from: route, event: call.event, to: edge),
                "\(call) in \(route)")
            if case .route(let next) = edge {
                #expect(factory.shown.last?.route.name == next, "\(call) in \(route) shows another route")
            }
        }
    }

    @Test(
        "every call that leads to a profile's screen builds it for the profile the call named",
        arguments: RouteName.allCases)
    func callsNameTheProfileOfTheNextRoute(route: RouteName) async {
        for call in RoutingCall.calls(at: route) {
            let factory = ScriptedFactory([
                {
                    call.perform(on: $0)
                    return .dismissed
                }
            ])
            let router = AppRouter(factory: factory)

            _ = await router.run(from: .sample(route))

            guard factory.shown.count == 2, let next = factory.shown.last?.route else { continue }
            #expect(
                next == .sample(next.name) || next == .dashboard(.stateless),
                "\(call) in \(route) leads to \(next), not to the profile it named")
        }
    }

    @Test("every routing call is made at some route")
    func everyCallHasARoute() {
        #expect(RoutingCall.all.filter(\.routes.isEmpty).map(\.method) == [])
    }

    @Test("every edge of the table is taken by some routing call")
    func everyEdgeIsTaken() {
        let taken = Set(
            RouteName.allCases.flatMap { route in
                RoutingCall.calls(at: route).map { "\(route.rawValue) \($0.event.name)" }
            })
        let edges = Set(
            TransitionTable.standard.transitions.map { "\($0.from.rawValue) \($0.event.name)" })

        #expect(edges.subtracting(taken) == [])
        #expect(taken.subtracting(edges) == [])
    }

    @Test("each routing call reaches the method it names", arguments: RoutingCall.all)
    func callReachesItsMethod(call: RoutingCall) {
        let namer = RoutingCallNamer()

        call.perform(on: namer)

        #expect(namer.methods == [call.method])
    }

    @Test("every method of every routing protocol has a routing call")
    func everyMethodIsListed() {
        #expect(Set(RoutingMethod.allCases).subtracting(RoutingCall.all.map(\.method)) == [])
    }

    @Test("every route has one sample, the routes of the Dashboard's choices among them")
    func everyRouteHasOneSample() {
        #expect(
            Route.samples.map(\.name).sorted { $0.rawValue < $1.rawValue }
                == RouteName.allCases.sorted {
                    $0.rawValue < $1.rawValue
                })
    }

    @Test("each screen the Dashboard opens has a route of its own")
    func dashboardDestinationsLeadApart() {
        let routes = DashboardDestination.allCases.compactMap {
            TransitionTable.standard.next(from: .dashboard, on: .chosen($0))
        }

        #expect(routes.count == DashboardDestination.allCases.count)
        #expect(Set(routes.map(\.name)).count == routes.count)
        #expect(!routes.contains(.route(.dashboard)) && !routes.contains(.route(.welcome)))
    }
}

/// One method of a routing protocol as a module calls it: the routes whose module makes the call,
/// the event the router must send for it, and the call itself. `all` lists each method once (each
/// Dashboard destination once).
struct RoutingCall: Sendable, CustomStringConvertible, CustomTestStringConvertible {
    /// The method called.
    let method: RoutingMethod
    /// The routes whose module makes the call.
    let routes: [RouteName]
    /// The event the router must send for it.
    let event: RouteEvent
    private let call: @MainActor @Sendable (any AppRouting) -> Void

    init(
        _ method: RoutingMethod, at routes: [RouteName], sends event: RouteEvent,
        _ call: @escaping @MainActor @Sendable (any AppRouting) -> Void
    ) {
        self.method = method
        self.routes = routes
        self.event = event
        self.call = call
    }

    var description: String { "\(method) sending \(event)" }
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
    static let profile = ProfileID(rawValue: "p")

    /// Every method of every routing protocol. PinChallenge and CreatePin have a routing protocol
    /// per route they are shown under (see `AppModuleFactory.makeScreen(for:notice:router:)`): a sign-in ends at
    /// Welcome, a PIN change or an authenticator registration back on the screen that started it,
    /// or at Welcome when the session is over.
    static let all: [RoutingCall] =
        [
            .init(.startupDidRestoreSession, at: [.startup], sends: .sessionRestored) {
                $0.startupDidRestoreSession(profileId: profile)
            },
            .init(.startupFoundNoSession, at: [.startup], sends: .noSession) {
                $0.startupFoundNoSession(notice: nil)
            },
            .init(.welcomeDidChooseRegistration, at: [.welcome], sends: .registrationChosen) {
                $0.welcomeDidChooseRegistration()
            },
            .init(.welcomeDidStartLogin, at: [.welcome], sends: .pinRequested) { $0.welcomeDidStartLogin() },
            .init(.welcomeDidSignIn, at: [.welcome], sends: .signedIn) {
                $0.welcomeDidSignIn(profileId: profile)
            },
            .init(.welcomeDidQuit, at: [.welcome], sends: .quit) { $0.welcomeDidQuit() },
            .init(.registrationNeedsPin, at: [.registration], sends: .newPinRequested) {
                $0.registrationNeedsPin()
            },
            .init(.registrationDidCancel, at: [.registration], sends: .cancelled) {
                $0.registrationDidCancel()
            },
            .init(
                .registrationDidStartStatelessSession, at: [.registration], sends: .statelessSessionStarted
            ) { $0.registrationDidStartStatelessSession() },
            .init(.createPinDidSignIn, at: [.createPin], sends: .signedIn) {
                $0.createPinDidSignIn(owner: .profile(profile))
            },
            .init(.createPinDidEnd, at: [.createPin], sends: .cancelled) {
                $0.createPinDidEnd(notice: nil)
            },
            .init(.changePinNewDidChangePin, at: [.changePinNew], sends: .pinChanged) {
                $0.changePinNewDidChangePin(profileId: profile)
            },
            .init(.changePinNewDidEnd, at: [.changePinNew], sends: .cancelled) {
                $0.changePinNewDidEnd(profileId: profile, notice: nil)
            },
            .init(.pinChallengeDidSignIn, at: [.pinChallenge], sends: .signedIn) {
                $0.pinChallengeDidSignIn(owner: .profile(profile))
            },
            .init(.pinChallengeDidEnd, at: [.pinChallenge], sends: .cancelled) {
                $0.pinChallengeDidEnd(notice: nil)
            },
            .init(
                .pinChallengeDidDeregister,
                at: [.pinChallenge, .registerAuthenticator, .changePinCurrent], sends: .deregistered
            ) { $0.pinChallengeDidDeregister(notice: .deregistered(.tooManyFailedAttempts)) },
            .init(
                .changePinCurrentDidAcceptPin, at: [.changePinCurrent], sends: .newPinRequested
            ) { $0.changePinCurrentDidAcceptPin(profileId: profile) },
            .init(.changePinCurrentDidEnd, at: [.changePinCurrent], sends: .cancelled) {
                $0.changePinCurrentDidEnd(profileId: profile, notice: nil)
            },
            .init(
                .registerAuthenticatorDidRegister, at: [.registerAuthenticator],
                sends: .authenticatorRegistered
            ) {
                $0.registerAuthenticatorDidRegister(
                    profileId: profile, notice: .authenticatorRegistered(.biometric))
            },
            .init(
                .registerAuthenticatorDidEnd, at: [.registerAuthenticator], sends: .cancelled
            ) { $0.registerAuthenticatorDidEnd(profileId: profile, notice: nil) },
            .init(.dashboardDidLogOut, at: [.dashboard], sends: .loggedOut) {
                $0.dashboardDidLogOut(notice: .loggedOut(.loggedOut))
            },
            .init(.dashboardDidChooseAnotherProfile, at: [.dashboard], sends: .anotherProfileChosen) {
                $0.dashboardDidChooseAnotherProfile()
            },
            .init(.dashboardDidQuit, at: [.dashboard], sends: .quit) { $0.dashboardDidQuit() },
            .init(.switchContextDidSwitch, at: [.switchContext], sends: .contextSwitched) {
                $0.switchContextDidSwitch(
                    profileId: profile,
                    notice: .contextSwitched(
                        Membership(
                            index: 1, roleName: "r", schoolName: "s", academicUnitName: "", isActive: true)))
            },
            .init(.mobileAuthDidStartHandling, at: [.mobileAuth], sends: .pushRequested) {
                $0.mobileAuthDidStartHandling(profileId: profile)
            },
            .init(
                .pushConfirmationDidReachNextRequest, at: [.pushConfirmation], sends: .pushRequested
            ) { $0.pushConfirmationDidReachNextRequest(profileId: profile) },
            .init(
                .pushConfirmationDidFinish, at: [.pushConfirmation], sends: .pushHandlingEnded
            ) { $0.pushConfirmationDidFinish(profileId: profile) },
            .init(.authenticatorsNeedPin, at: [.authenticators], sends: .pinRequested) {
                $0.authenticatorsNeedPin(profileId: profile)
            },
            .init(.profileNeedsCurrentPin, at: [.profile], sends: .pinRequested) {
                $0.profileNeedsCurrentPin(profileId: profile)
            },
            .init(.profileDidDisconnect, at: [.profile], sends: .disconnected) {
                $0.profileDidDisconnect(notice: .disconnected(.disconnected))
            },
            // Every screen the Dashboard opens goes back to it: a new one needs no line here.
            .init(
                .dashboardScreenDidFinish,
                at: DashboardDestination.allCases.map { $0.route(profile).name }, sends: .back
            ) { $0.dashboardScreenDidFinish(profileId: profile) },
            // Every screen that needs a session can find it over: a new one needs no line here.
            .init(
                .sessionDidEnd, at: RouteName.allCases.filter { Route.sample($0).needsSession },
                sends: .sessionEnded
            ) {
                $0.sessionDidEnd(notice: .sessionEnded(.notLoggedIn))
            },
        ]
        // One call per screen the Dashboard opens: a new destination needs no line here.
        + DashboardDestination.allCases.map { destination in
            .init(.dashboardDidChoose, at: [.dashboard], sends: .chosen(destination)) {
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
    func welcomeDidStartLogin() { methods.append(.welcomeDidStartLogin) }
    func welcomeDidSignIn(profileId: ProfileID) { methods.append(.welcomeDidSignIn) }
    func welcomeDidQuit() { methods.append(.welcomeDidQuit) }
    func registrationNeedsPin() { methods.append(.registrationNeedsPin) }
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
    func changePinCurrentDidAcceptPin(profileId: ProfileID) { methods.append(.changePinCurrentDidAcceptPin) }
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
    func mobileAuthDidStartHandling(profileId: ProfileID) { methods.append(.mobileAuthDidStartHandling) }
    func pushConfirmationDidReachNextRequest(profileId: ProfileID) {
        methods.append(.pushConfirmationDidReachNextRequest)
    }
    func pushConfirmationDidFinish(profileId: ProfileID) { methods.append(.pushConfirmationDidFinish) }
    func authenticatorsNeedPin(profileId: ProfileID) { methods.append(.authenticatorsNeedPin) }
    func profileNeedsCurrentPin(profileId: ProfileID) { methods.append(.profileNeedsCurrentPin) }
    func profileDidDisconnect(notice: RouteNotice) { methods.append(.profileDidDisconnect) }
    func dashboardScreenDidFinish(profileId: ProfileID) { methods.append(.dashboardScreenDidFinish) }
    func sessionDidEnd(notice: RouteNotice) { methods.append(.sessionDidEnd) }
}

extension Route {
    /// A route of every name, with `RoutingCall.profile`'s session where it needs one. The screens
    /// the Dashboard opens come from `DashboardDestination.route(_:)`, so a new one needs no line
    /// here; `everyRouteHasOneSample` holds one sample per name.
    static let samples: [Route] =
        [
            .startup, .welcome, .registration, .createPin, .pinChallenge,
            .dashboard(.profile(RoutingCall.profile)), .pushConfirmation(RoutingCall.profile),
            .registerAuthenticator(RoutingCall.profile), .changePinCurrent(RoutingCall.profile),
            .changePinNew(RoutingCall.profile),
        ] + DashboardDestination.allCases.map { $0.route(RoutingCall.profile) }

    /// `name`'s sample route (the Welcome screen's for a name `samples` misses).
    static func sample(_ name: RouteName) -> Route {
        samples.first { $0.name == name } ?? .welcome
    }

    /// True for a route that carries a session: its screen can find the session over.
    var needsSession: Bool {
        switch self {
        case .startup, .welcome, .registration, .createPin, .pinChallenge: false
        default: true
        }
    }
}
