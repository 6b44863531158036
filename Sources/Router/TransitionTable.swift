/// One edge of the route graph: in `from`, `event` leads to `to`.
package struct Transition: Equatable, Sendable {
    /// The route the event happens in.
    package let from: Route
    /// What the module reported.
    package let event: RouteEvent
    /// The route shown next, or the end of the run.
    package let to: Destination
}

/// A table listing one (route, event) pair twice: the run loop could follow only one of its
/// edges, and the graph would draw both.
package struct DuplicateTransition: Error, Equatable, Sendable, CustomStringConvertible {
    /// The route of the repeated pair.
    package let route: Route
    /// The event of the repeated pair.
    package let event: RouteEvent

    /// Names the pair, as `viper-auth graph` would.
    package var description: String {
        "the table lists \(event.rawValue) in \(route.rawValue) twice"
    }
}

/// The single table of the app's navigation. The run loop follows it and `viper-auth graph`
/// draws it, so the picture cannot drift from the code.
package struct TransitionTable: Sendable {
    private struct Key: Hashable {
        let route: Route
        let event: RouteEvent
    }

    /// Every edge, in the order the graph lists them.
    package let transitions: [Transition]
    private let destinations: [Key: Destination]

    /// Builds a table from `edges`, in their order; refuses one that lists a (route, event) pair
    /// twice, naming the first repeat.
    package init(_ edges: [(Route, RouteEvent, Destination)]) throws(DuplicateTransition) {
        var destinations: [Key: Destination] = [:]
        for (route, event, destination) in edges {
            let key = Key(route: route, event: event)
            guard destinations[key] == nil else { throw DuplicateTransition(route: route, event: event) }
            destinations[key] = destination
        }
        self.destinations = destinations
        transitions = edges.map { Transition(from: $0.0, event: $0.1, to: $0.2) }
    }

    /// Where `event` in `route` leads, or nil when the table has no such edge.
    package func next(from route: Route, on event: RouteEvent) -> Destination? {
        destinations[Key(route: route, event: event)]
    }

    /// The app's navigation.
    ///
    /// Built from the constant `standardEdges`, so it builds on every run or on none: the trap
    /// below cannot be reached from anything a person types, and `TransitionTableTests` builds the
    /// same edges with `try`, so a repeated pair fails that test before it could ship.
    package static let standard: TransitionTable = {
        do {
            return try TransitionTable(standardEdges)
        } catch {
            preconditionFailure("TransitionTable.standard: \(error)")
        }
    }()

    /// The edges of `standard`, in the order `viper-auth graph` draws them.
    static let standardEdges: [(Route, RouteEvent, Destination)] = [
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
        (.mobileAuth, .pushRequested, .route(.pushConfirmation)),
        (.pushConfirmation, .pushRequested, .route(.pushConfirmation)),
        (.pushConfirmation, .pushHandlingEnded, .route(.mobileAuth)),
        (.pushConfirmation, .sessionEnded, .route(.welcome)),
        (.registration, .statelessSessionStarted, .route(.dashboard)),
        (.dashboard, .authenticatorsChosen, .route(.authenticators)),
        (.dashboard, .profileChosen, .route(.profile)),
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
