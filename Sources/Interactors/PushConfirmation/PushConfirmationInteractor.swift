import AuthEngine

/// The use cases of one push request being handled: read the question the handling stopped at,
/// answer it, or leave the request pending. The handling itself was begun by the Mobile
/// authentication module (`MobileAuthInteracting.beginHandling`), and the interactor is built
/// with it.
///
/// Every answer returns the next `PushStep`; a failed confirmation ends the handling with
/// `.authenticationFailed`: the server has revoked the profile's sessions, and
/// `endSession(owner:)` ends what is left of it here.
package protocol PushConfirmationInteracting: SessionEnding {
    /// The question the handling stopped at, or how it ended.
    func currentStep() async -> PushStep

    /// Accepts or denies the request shown by `.decide`; an accept is followed by the profile's
    /// preferred authenticator: `.confirmWithSensor`, `.enterPassword` or `.enterPin`.
    func decide(_ decision: RequestDecision) async -> PushStep

    /// Answers `.enterPin` with the profile's PIN.
    func confirm(withPin pin: SecretInput) async -> PushStep

    /// Reports what the simulated sensor did at `.confirmWithSensor`: recognised confirms the
    /// request; not recognised or "use PIN" is followed by `.enterPin`.
    func confirmWithSensor(_ result: BiometricResult) async -> PushStep

    /// Answers `.enterPassword` with the password of the profile's password authenticator.
    func confirm(withPassword password: SecretInput) async -> PushStep

    /// Declines the sensor or the password: `.enterPin` follows, and nothing reached the server.
    func usePinInstead() async -> PushStep

    /// Answers `.enterCode` with the code the person was given.
    func enterCode(_ code: OneTimeCode) async -> PushStep

    /// Cancels the question asked now: that request stays pending and the handling stops, with the
    /// outcomes so far (`.handled`).
    func leavePending() async -> PushStep

    /// The current time in seconds since the epoch, to say how long a request has left.
    func now() -> Int64
}

/// Push confirmation over the started engine, stepping through one handling.
package final class PushConfirmationInteractor: PushConfirmationInteracting {
    private let host: EngineHost
    private let flow: ChallengeFlow
    private let clock: any WallClock

    /// The use cases over `host`, answering `handling`.
    package convenience init(host: EngineHost, handling: PushHandling) {
        self.init(host: host, handling: handling, clock: host.settings.clock)
    }

    init(host: EngineHost, handling: PushHandling, clock: any WallClock) {
        self.host = host
        flow = handling.flow
        self.clock = clock
    }

    /// The step the handling stopped at, as push handling asks it.
    package func currentStep() async -> PushStep {
        await flow.pushStep(await flow.currentStep())
    }

    /// Answers the push decision.
    package func decide(_ decision: RequestDecision) async -> PushStep {
        await respond(.pushDecision(accept: decision == .accept))
    }

    /// Answers the PIN challenge of the confirmation.
    package func confirm(withPin pin: SecretInput) async -> PushStep {
        await respond(.secret(pin))
    }

    /// Answers the sensor question.
    package func confirmWithSensor(_ result: BiometricResult) async -> PushStep {
        await respond(.biometric(result))
    }

    /// Answers the password challenge of the confirmation.
    package func confirm(withPassword password: SecretInput) async -> PushStep {
        await respond(.secret(password))
    }

    /// The engine reads a declined sensor or password as "use the PIN".
    package func usePinInstead() async -> PushStep {
        await respond(.cancel)
    }

    /// Answers the one-time-password request.
    package func enterCode(_ code: OneTimeCode) async -> PushStep {
        await respond(.text(code.digits))
    }

    /// Cancels the question; the engine ends the handling with the outcomes so far.
    package func leavePending() async -> PushStep {
        await respond(.cancel)
    }

    /// The system clock's time (the engine's clock in tests).
    package func now() -> Int64 {
        clock.now
    }

    /// Ends the session through the engine; after a failed confirmation the server has revoked it
    /// already, and what is left is this run's refreshing and any copy on this device.
    package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await host.endSession(owner: owner)
    }

    private func respond(_ answer: ChallengeFlow.Answer) async -> PushStep {
        await flow.pushStep(await flow.reply(answer))
    }
}
