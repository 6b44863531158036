import Testing

@testable import Router

@Suite("The transition table")
struct TransitionTableTests {
    /// The app's navigation as the design has it, written out apart from the table under test.
    static let designedEdges: [(Route, RouteEvent, Destination)] = [
        (.startup, .sessionRestored, .route(.dashboard)),
        (.startup, .noSession, .route(.welcome)),
        (.welcome, .registrationChosen, .route(.registration)),
        (.welcome, .pinRequested, .route(.pinChallenge)),
        (.welcome, .signedIn, .route(.dashboard)),
        (.welcome, .quit, .exit),
        (.registration, .newPinRequested, .route(.createPin)),
        (.registration, .cancelled, .route(.welcome)),
        (.createPin, .signedIn, .route(.dashboard)),
        (.createPin, .cancelled, .route(.welcome)),
        (.pinChallenge, .signedIn, .route(.dashboard)),
        (.pinChallenge, .cancelled, .route(.welcome)),
        (.pinChallenge, .deregistered, .route(.welcome)),
        (.dashboard, .loggedOut, .route(.welcome)),
        (.dashboard, .anotherProfileChosen, .route(.welcome)),
        (.dashboard, .sessionEnded, .route(.welcome)),
        (.dashboard, .quit, .exit),
        (.dashboard, .contextSwitchChosen, .route(.switchContext)),
        (.switchContext, .contextSwitched, .route(.dashboard)),
        (.switchContext, .cancelled, .route(.dashboard)),
        (.switchContext, .sessionEnded, .route(.welcome)),
        (.dashboard, .mobileAuthChosen, .route(.mobileAuth)),
        (.mobileAuth, .back, .route(.dashboard)),
        (.mobileAuth, .sessionEnded, .route(.welcome)),
        (.registration, .statelessSessionStarted, .route(.dashboard)),
        (.dashboard, .authenticatorsChosen, .route(.authenticators)),
        (.dashboard, .profileChosen, .route(.profile)),
        (.authenticators, .pinRequested, .route(.registerAuthenticator)),
        (.authenticators, .back, .route(.dashboard)),
        (.authenticators, .sessionEnded, .route(.welcome)),
        (.registerAuthenticator, .authenticatorRegistered, .route(.authenticators)),
        (.registerAuthenticator, .cancelled, .route(.authenticators)),
        (.registerAuthenticator, .deregistered, .route(.welcome)),
        (.profile, .pinRequested, .route(.changePinCurrent)),
        (.profile, .back, .route(.dashboard)),
        (.profile, .sessionEnded, .route(.welcome)),
        (.profile, .disconnected, .route(.welcome)),
        (.changePinCurrent, .newPinRequested, .route(.changePinNew)),
        (.changePinCurrent, .cancelled, .route(.profile)),
        (.changePinCurrent, .deregistered, .route(.welcome)),
        (.changePinNew, .pinChanged, .route(.profile)),
        (.changePinNew, .cancelled, .route(.profile)),
    ]

    @Test("each edge of the app's navigation leads where the design says", arguments: designedEdges)
    func edge(from: Route, event: RouteEvent, to: Destination) {
        #expect(TransitionTable.standard.next(from: from, on: event) == to)
    }

    @Test("the app's table has exactly the edges listed above")
    func noUnlistedEdges() {
        #expect(TransitionTable.standard.transitions.count == Self.designedEdges.count)
    }

    @Test("the app's edges build a table: no (route, event) pair is listed twice")
    func standardEdgesBuild() throws {
        let table = try TransitionTable(TransitionTable.standardEdges)

        #expect(table.transitions == TransitionTable.standard.transitions)
    }

    @Test("a table listing a (route, event) pair twice is refused, naming the pair")
    func duplicatePairIsRefused() {
        #expect(throws: DuplicateTransition(route: .welcome, event: .quit)) {
            try TransitionTable([
                (.welcome, .quit, .exit),
                (.welcome, .registrationChosen, .route(.registration)),
                (.welcome, .quit, .route(.dashboard)),
            ])
        }
    }

    @Test("the refusal says which pair is repeated")
    func duplicateDescription() {
        let error = DuplicateTransition(route: .welcome, event: .quit)

        #expect(error.description == "the table lists quit in welcome twice")
    }

    @Test("the same event in two routes is two edges, not a repeat")
    func sameEventInTwoRoutes() throws {
        let table = try TransitionTable([(.welcome, .quit, .exit), (.dashboard, .quit, .exit)])

        #expect(table.next(from: .welcome, on: .quit) == .exit)
        #expect(table.next(from: .dashboard, on: .quit) == .exit)
    }

    @Test("an event a route does not handle has no destination")
    func unknownEdge() {
        #expect(TransitionTable.standard.next(from: .startup, on: .quit) == nil)
        #expect(TransitionTable.standard.next(from: .changePinNew, on: .signedIn) == nil)
    }

    @Test("every route but startup can be reached, every route can be left, and the run can end")
    func connected() {
        let transitions = TransitionTable.standard.transitions
        for route in Route.allCases where route != .startup {
            #expect(transitions.contains { $0.to == .route(route) }, "\(route) is unreachable")
        }
        for route in Route.allCases {
            #expect(transitions.contains { $0.from == route }, "\(route) is a dead end")
        }
        #expect(transitions.contains { $0.to == .exit })
    }
}
