import Testing

@testable import Router

@Suite("The transition table")
struct TransitionTableTests {
    @Test(
        "each edge of the app's navigation leads where the design says",
        arguments: [
            (Flow.startup, FlowEvent.sessionRestored, Flow.dashboard),
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
    func edge(from: Flow, event: FlowEvent, to: Flow) {
        #expect(TransitionTable.standard.next(from: from, on: event) == to)
    }

    @Test("the table has exactly the edges listed above, each (flow, event) once")
    func noUnlistedEdges() {
        let transitions = TransitionTable.standard.transitions
        // core journey 17 + contexts 4 + mobile authentication 3 + identity providers 1
        // + authenticators and profile 14 + disconnect 1 + sessions ended on authenticators and profile 2
        #expect(transitions.count == 17 + 4 + 3 + 1 + 14 + 1 + 2)
        let keys = transitions.map { "\($0.from.rawValue)/\($0.event.rawValue)" }
        #expect(Set(keys).count == keys.count)
    }

    @Test("an event a flow does not handle has no next flow")
    func unknownEdge() {
        #expect(TransitionTable.standard.next(from: .startup, on: .quit) == nil)
        #expect(TransitionTable.standard.next(from: .exit, on: .signedIn) == nil)
    }

    @Test("every flow but startup can be reached, and every flow but exit can be left")
    func connected() {
        let transitions = TransitionTable.standard.transitions
        for flow in Flow.allCases where flow != .startup {
            #expect(transitions.contains { $0.to == flow }, "\(flow) is unreachable")
        }
        for flow in Flow.allCases where flow != .exit {
            #expect(transitions.contains { $0.from == flow }, "\(flow) is a dead end")
        }
    }
}
