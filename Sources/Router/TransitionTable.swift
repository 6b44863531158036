/// One edge of the route graph: in `from`, `event` leads to `to`.
package struct Transition: Equatable, Sendable {
    /// The route the event happens in.
    package let from: RouteName
    /// What the module reported.
    package let event: RouteEvent
    /// The route shown next, or the end of the run.
    package let to: Destination
}

/// The single table of the app's navigation: every edge a routing call can take. The router looks
/// each move up here (`AppRouter`), `viper-auth graph` draws it and `--trace` names its edges, so
/// the picture cannot drift from what the app does.
package struct TransitionTable: Sendable {
    /// Every edge, in the order the graph lists them.
    package let transitions: [Transition]

    /// A table of `edges`, in their order.
    package init(_ edges: [(RouteName, RouteEvent, Destination)]) {
        transitions = edges.map { Transition(from: $0.0, event: $0.1, to: $0.2) }
    }

    /// Where `event` in `route` leads, or nil when the table has no such edge.
    package func next(from route: RouteName, on event: RouteEvent) -> Destination? {
        transitions.first { $0.from == route && $0.event == event }?.to
    }

    /// The (route, event) pairs listed more than once, each named once: the graph would draw both
    /// edges of such a pair, while a routing call takes one. `TransitionTableTests` holds it empty.
    package var repeatedPairs: [String] {
        var seen: Set<String> = []
        var repeated: [String] = []
        for edge in transitions {
            let pair = "\(edge.event.name) in \(edge.from.rawValue)"
            if !seen.insert(pair).inserted, !repeated.contains(pair) { repeated.append(pair) }
        }
        return repeated
    }

    /// The app's navigation.
    package static let standard = TransitionTable(standardEdges)

    /// The edges of `standard`, in the order `viper-auth graph` draws them.
    static let standardEdges: [(RouteName, RouteEvent, Destination)] = [
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
        (.dashboard, .chosen(.switchContext), .route(.switchContext)),
        (.switchContext, .contextSwitched, .route(.dashboard)),
        (.switchContext, .back, .route(.dashboard)),
        (.switchContext, .sessionEnded, .route(.welcome)),
        (.dashboard, .chosen(.mobileAuth), .route(.mobileAuth)),
        (.mobileAuth, .back, .route(.dashboard)),
        (.mobileAuth, .sessionEnded, .route(.welcome)),
        (.mobileAuth, .pushRequested, .route(.pushConfirmation)),
        (.pushConfirmation, .pushRequested, .route(.pushConfirmation)),
        (.pushConfirmation, .pushHandlingEnded, .route(.mobileAuth)),
        (.pushConfirmation, .sessionEnded, .route(.welcome)),
        (.registration, .statelessSessionStarted, .route(.dashboard)),
        (.dashboard, .chosen(.authenticators), .route(.authenticators)),
        (.dashboard, .chosen(.profile), .route(.profile)),
        (.authenticators, .pinRequested, .route(.registerAuthenticator)),
        (.authenticators, .back, .route(.dashboard)),
        (.authenticators, .sessionEnded, .route(.welcome)),
        (.registerAuthenticator, .authenticatorRegistered, .route(.authenticators)),
        (.registerAuthenticator, .cancelled, .route(.authenticators)),
        (.registerAuthenticator, .deregistered, .route(.welcome)),
        (.registerAuthenticator, .sessionEnded, .route(.welcome)),
        (.profile, .pinRequested, .route(.changePinCurrent)),
        (.profile, .back, .route(.dashboard)),
        (.profile, .sessionEnded, .route(.welcome)),
        (.profile, .disconnected, .route(.welcome)),
        (.changePinCurrent, .newPinRequested, .route(.changePinNew)),
        (.changePinCurrent, .cancelled, .route(.profile)),
        (.changePinCurrent, .deregistered, .route(.welcome)),
        (.changePinCurrent, .sessionEnded, .route(.welcome)),
        (.changePinNew, .pinChanged, .route(.profile)),
        (.changePinNew, .cancelled, .route(.profile)),
        (.changePinNew, .sessionEnded, .route(.welcome)),
    ]
}
