/// One edge of the flow graph: in `from`, `event` leads to `to`.
public struct Transition: Equatable, Sendable {
    /// The flow the event happens in.
    public let from: Flow
    /// What the module reported.
    public let event: FlowEvent
    /// The flow shown next.
    public let to: Flow
}

/// The single table of the app's navigation. The run loop follows it and `viper-auth graph`
/// draws it, so the picture cannot drift from the code.
public struct TransitionTable: Sendable {
    /// Every edge, in the order the graph lists them.
    public let transitions: [Transition]

    /// Builds a table; a (flow, event) pair may appear once.
    public init(_ edges: [(Flow, FlowEvent, Flow)]) {
        transitions = edges.map { Transition(from: $0.0, event: $0.1, to: $0.2) }
    }

    /// The flow that follows `event` in `flow`, or nil when the table has no such edge.
    public func next(from flow: Flow, on event: FlowEvent) -> Flow? {
        transitions.first { $0.from == flow && $0.event == event }?.to
    }

    /// The app's navigation.
    public static let standard = TransitionTable([
        (.startup, .sessionRestored, .dashboard),
        (.startup, .noSession, .welcome),
        (.welcome, .registrationChosen, .registration),
        (.welcome, .pinRequested, .pinChallenge),
        (.welcome, .signedIn, .dashboard),
        (.welcome, .quit, .exit),
        (.registration, .newPinRequested, .createPin),
        (.registration, .cancelled, .welcome),
        (.createPin, .signedIn, .dashboard),
        (.createPin, .cancelled, .welcome),
        (.pinChallenge, .signedIn, .dashboard),
        (.pinChallenge, .cancelled, .welcome),
        (.pinChallenge, .deregistered, .welcome),
        (.dashboard, .loggedOut, .welcome),
        (.dashboard, .anotherProfileChosen, .welcome),
        (.dashboard, .sessionEnded, .welcome),
        (.dashboard, .quit, .exit),
        // contexts
        (.dashboard, .contextSwitchChosen, .switchContext),
        (.switchContext, .contextSwitched, .dashboard),
        (.switchContext, .cancelled, .dashboard),
        (.switchContext, .sessionEnded, .welcome),
        // mobile authentication
        (.dashboard, .mobileAuthChosen, .mobileAuth),
        (.mobileAuth, .back, .dashboard),
        (.mobileAuth, .sessionEnded, .welcome),
        // identity providers
        (.registration, .statelessSessionStarted, .dashboard),
        // authenticators and profile
        (.dashboard, .authenticatorsChosen, .authenticators),
        (.dashboard, .profileChosen, .profile),
        (.authenticators, .pinRequested, .registerAuthenticator),
        (.authenticators, .back, .dashboard),
        (.authenticators, .sessionEnded, .welcome),
        (.registerAuthenticator, .authenticatorRegistered, .authenticators),
        (.registerAuthenticator, .cancelled, .authenticators),
        (.registerAuthenticator, .deregistered, .welcome),
        (.profile, .pinRequested, .changePinCurrent),
        (.profile, .back, .dashboard),
        (.profile, .sessionEnded, .welcome),
        (.profile, .disconnected, .welcome),
        (.changePinCurrent, .newPinRequested, .changePinNew),
        (.changePinCurrent, .cancelled, .profile),
        (.changePinCurrent, .deregistered, .welcome),
        (.changePinNew, .pinChanged, .profile),
        (.changePinNew, .cancelled, .profile),
    ])
}
