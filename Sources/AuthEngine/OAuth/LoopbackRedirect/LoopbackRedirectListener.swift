import Synchronization

/// The one-shot HTTP listener a native app's browser sign-in redirects to (RFC 8252 §7.3): bound to
/// `127.0.0.1` on a port the system picks, open from the start of the sign-in to its first matching
/// redirect, its time limit or its cancel, whichever comes first (§8.3), then closed.
///
/// It answers with the rules of `LoopbackRedirectGate` and the pages of `LoopbackRedirectPage`, over
/// the token server's own HTTP layer; it logs nothing, since a redirect's query holds the code.
package final class LoopbackRedirectListener: Sendable {
    /// Waits for a span of time; the listener's time limit runs on it, so tests decide when it ends.
    package typealias Sleep = @Sendable (Duration) async -> Void
    /// Told of each refused request as it is answered, so the flow can say so while it waits.
    package typealias RefusalObserver = @Sendable (LoopbackRefusal) -> Void

    /// The path of the redirect URI unless told otherwise.
    package static let defaultPath = "/callback"

    /// `http://127.0.0.1:PORT/PATH`: the redirect URI to put in the authorize request.
    package let redirectURI: String
    /// The address the listener is bound to, with its port.
    package let address: HTTPListenAddress
    private let server: HTTPServer
    private let wait: LoopbackRedirectWait

    private init(server: HTTPServer, wait: LoopbackRedirectWait, path: String) {
        self.server = server
        self.wait = wait
        address = server.address
        redirectURI = server.url + path
    }

    /// Binds a free loopback port and starts listening for the redirect to `path` carrying
    /// `expectedState`; the time limit starts now. The port stays open until the outcome, so a
    /// caller that gives up calls `cancel()` rather than dropping the listener.
    package static func start(
        expectedState: String, timeLimit: Duration, path: String = defaultPath,
        sleep: @escaping Sleep = { try? await Task.sleep(for: $0) },
        onRefusal: @escaping RefusalObserver = { _ in }
    ) throws(HTTPServerError) -> LoopbackRedirectListener {
        let wait = LoopbackRedirectWait(gate: LoopbackRedirectGate(path: path, expectedState: expectedState))
        let configuration = HTTPServerConfiguration(
            address: .loopback(port: 0), maxConnections: 16, maxLingeringConnections: 4,
            idleTimeout: .seconds(5))
        let server = try HTTPServer.start(
            configuration: configuration, logger: { _ in },
            refusalFields: { LoopbackRedirectPage.securityFields },
            handler: { request in
                let (decision, response) = wait.answer(request)
                if case .refuse(let refusal) = decision { onRefusal(refusal) }
                return response
            })
        wait.attach(server)
        let timer = Task {
            await sleep(timeLimit)
            wait.finish(.timedOut)
        }
        wait.attach(timer)
        return LoopbackRedirectListener(server: server, wait: wait, path: path)
    }

    /// Waits for the outcome and returns it once the listener is closed (its port no longer
    /// accepts connections). Cancelling the calling task cancels the wait.
    package func outcome() async -> LoopbackRedirectOutcome {
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { wait.await($0) }
        } onCancel: {
            wait.finish(.cancelled)
        }
        await server.waitUntilStopped()
        return outcome
    }

    /// Stops waiting: the outcome is `.cancelled` unless a redirect or the time limit came first.
    package func cancel() {
        wait.finish(.cancelled)
    }
}

/// The state the listener's handler, its timer and its waiters share: the gate, and the outcome
/// once there is one. The first outcome wins; it closes the gate, stops the timer and the server.
private final class LoopbackRedirectWait: Sendable {
    private struct State {
        var gate: LoopbackRedirectGate
        var outcome: LoopbackRedirectOutcome?
        var waiters: [CheckedContinuation<LoopbackRedirectOutcome, Never>] = []
        var server: HTTPServer?
        var timer: Task<Void, Never>?
    }

    private let state: Mutex<State>

    init(gate: LoopbackRedirectGate) {
        state = Mutex(State(gate: gate))
    }

    func answer(_ request: EngineRequest) -> (LoopbackRedirectGate.Decision, EngineResponse) {
        let (decision, response) = state.withLock { $0.gate.answer(request) }
        if case .handOn(let outcome) = decision { finish(outcome) }
        return (decision, response)
    }

    func attach(_ server: HTTPServer) {
        let finished = state.withLock {
            $0.server = server
            return $0.outcome != nil
        }
        if finished { server.requestStop() }
    }

    func attach(_ timer: Task<Void, Never>) {
        let finished = state.withLock {
            $0.timer = timer
            return $0.outcome != nil
        }
        if finished { timer.cancel() }
    }

    func await(_ waiter: CheckedContinuation<LoopbackRedirectOutcome, Never>) {
        let outcome = state.withLock {
            if $0.outcome == nil { $0.waiters.append(waiter) }
            return $0.outcome
        }
        if let outcome { waiter.resume(returning: outcome) }
    }

    func finish(_ outcome: LoopbackRedirectOutcome) {
        let ended = state.withLock {
            state -> (
                waiters: [CheckedContinuation<LoopbackRedirectOutcome, Never>],
                server: HTTPServer?, timer: Task<Void, Never>?
            )? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            state.gate.close()
            defer { state.waiters = [] }
            return (state.waiters, state.server, state.timer)
        }
        guard let ended else { return }
        // The server's stop is graceful: the request that brought the outcome still gets its page.
        ended.server?.requestStop()
        ended.timer?.cancel()
        for waiter in ended.waiters { waiter.resume(returning: outcome) }
    }
}
