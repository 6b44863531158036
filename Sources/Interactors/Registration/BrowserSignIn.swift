import AuthEngine
import Synchronization

/// A browser registration waiting for the browser: the authorize URL to open, the loopback
/// listener the browser comes back to, the in-process server's pages when they are served for
/// it, and the registration the redirect answers.
///
/// Three things can end the wait — the browser's redirect at the listener (or its time limit), a
/// redirect pasted at the prompt, a cancel — and they may race. The first to `claim()` the
/// registration answers it and `settle`s the step it came to; every other reads that step.
package final class BrowserSignIn: Sendable, Equatable {
    /// The authorize URL to open in the browser; it carries a one-time `state`, so it is shown to
    /// the person but never traced.
    package let url: String
    /// The listener's port: a browser on another machine reaches it through
    /// `ssh -L PORT:127.0.0.1:PORT`.
    package let redirectPort: Int
    /// The registration the redirect answers.
    let registration: Enrolment
    /// `http://127.0.0.1:PORT/callback`.
    let redirectURI: String
    /// The `state` the redirect must carry.
    let state: String
    private let listener: LoopbackRedirectListener?
    private let pages: LoopbackPageServer?
    private let isClaimed = Atomic<Bool>(false)
    private let ending = SettledStep()

    init(
        url: String, registration: Enrolment, state: String, listener: LoopbackRedirectListener,
        pages: LoopbackPageServer?
    ) {
        self.url = url
        self.registration = registration
        self.state = state
        self.listener = listener
        self.pages = pages
        redirectURI = listener.redirectURI
        redirectPort = Int(listener.address.port)
    }

    /// A sign-in at `url` whose browser can come back only by a pasted redirect to
    /// `http://127.0.0.1:redirectPort/callback`: what a presenter's test hands a screen, as
    /// `ChallengeFlow(endedWith:)` is for a registration.
    package init(url: String, redirectPort: Int, registration: Enrolment) {
        self.url = url
        self.redirectPort = redirectPort
        self.registration = registration
        redirectURI = "http://127.0.0.1:\(redirectPort)\(LoopbackRedirectListener.defaultPath)"
        state = ""
        listener = nil
        pages = nil
    }

    /// True for the first caller only: that caller answers or cancels the registration and
    /// settles its step.
    func claim() -> Bool {
        isClaimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }

    /// What the listener hands on: the redirect, its time limit, or a cancel.
    func listenerOutcome() async -> LoopbackRedirectOutcome {
        await listener?.outcome() ?? .cancelled
    }

    /// The redirect the browser followed to the listener, rebuilt for the engine: `code` and
    /// `state` percent-encoded, as the provider sent them.
    func redirect(carrying code: RedactedToken) -> String {
        redirectURI + "?code=" + PercentEncoding.encode(code.unredactedValue) + "&state="
            + PercentEncoding.encode(state)
    }

    /// Records how the wait ended and closes the listener and the pages, whatever ended it.
    func settle(_ step: RegistrationStep) {
        listener?.cancel()
        pages?.stop()
        ending.settle(step)
    }

    /// The step the wait ended at once it has ended; nil when the calling task is cancelled first.
    func settledStep() async -> RegistrationStep? {
        await ending.value()
    }

    /// The same sign-in: compared by identity, as the registration it waits in is.
    package static func == (left: BrowserSignIn, right: BrowserSignIn) -> Bool {
        left === right
    }
}

/// A step given once and read by any number of waiters, each of whom may stop waiting.
private final class SettledStep: Sendable {
    private struct State {
        var step: RegistrationStep?
        var waiters: [Int: CheckedContinuation<RegistrationStep?, Never>] = [:]
        var nextWaiter = 0
    }

    private let state = Mutex(State())

    func settle(_ step: RegistrationStep) {
        let waiters = state.withLock { state -> [CheckedContinuation<RegistrationStep?, Never>] in
            guard state.step == nil else { return [] }
            state.step = step
            defer { state.waiters = [:] }
            return Array(state.waiters.values)
        }
        for waiter in waiters { waiter.resume(returning: step) }
    }

    func value() async -> RegistrationStep? {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state -> RegistrationStep?? in
                    if let step = state.step { return .some(step) }
                    if Task.isCancelled { return .some(nil) }
                    state.waiters[id] = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
            waiter?.resume(returning: nil)
        }
    }
}
