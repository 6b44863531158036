import AuthEngine

/// The Mobile authentication use cases of the signed-in profile: enroll, list the pending push
/// requests, and step through handling them.
public protocol MobileAuthInteracting: SessionEnding {
    /// Enrolls the profile for mobile authentication, then for push (both idempotent).
    func enroll(profileId: String) async throws(AppError)

    /// True when the profile is enrolled for both mobile authentication and push, as `enroll`
    /// leaves it (checked with the server, which renews an expiring token first).
    func isEnrolled(profileId: String) async throws(AppError) -> Bool

    /// The profile's pending push requests, oldest first.
    func pendingRequests(profileId: String) async throws(AppError) -> [PushRequest]

    /// The current time in seconds since the epoch, to say how long a request has left.
    func now() -> Int64

    /// Starts handling the pending requests in order and returns the first step: `.decidePush`,
    /// `.enterOneTimePassword`, or `.finished(.pushRequestsHandled)` (empty when none were pending).
    /// A failed confirmation ends the handling with `.authenticationFailed`: the server has revoked
    /// the profile's sessions, and `endSession(profileId:)` ends what is left of it here.
    func beginHandling(profileId: String) async -> ChallengeStep

    /// Accepts (true) or denies (false) the request shown by `.decidePush`; an accept is followed
    /// by the profile's preferred authenticator: `.confirmBiometric`, `.enterPassword` or `.enterPin`.
    func decide(accept: Bool) async -> ChallengeStep

    /// Answers `.enterPin` with the profile's PIN.
    func confirm(with pin: SecretInput) async -> ChallengeStep

    /// Reports what the simulated sensor did at `.confirmBiometric`: recognised confirms the
    /// request; not recognised or "use PIN" is followed by `.enterPin`.
    func confirmBiometric(_ result: BiometricResult) async -> ChallengeStep

    /// Answers `.enterPassword` with the password of the profile's password authenticator; a wrong
    /// one fails the confirmation as a wrong PIN does.
    func confirm(withPassword password: SecretInput) async -> ChallengeStep

    /// Declines the sensor or the password: `.enterPin` follows, and nothing reached the server.
    func usePinInstead() async -> ChallengeStep

    /// Answers `.enterOneTimePassword` with the code the person was given.
    func enterCode(_ code: String) async -> ChallengeStep

    /// Cancels the question asked now: that request stays pending and handling stops, with the
    /// outcomes so far (`.finished(.pushRequestsHandled)`).
    func cancel() async -> ChallengeStep
}

/// Mobile authentication over the started engine; the handling runs as the flow in progress.
public final class MobileAuthInteractor: MobileAuthInteracting {
    private let host: EngineHost
    private let flowInProgress: FlowInProgress
    private let clock: any WallClock

    /// The use cases over `host`, stepping through `flowInProgress`.
    public convenience init(host: EngineHost, flowInProgress: FlowInProgress) {
        self.init(host: host, flowInProgress: flowInProgress, clock: SystemWallClock())
    }

    init(host: EngineHost, flowInProgress: FlowInProgress, clock: any WallClock) {
        self.host = host
        self.flowInProgress = flowInProgress
        self.clock = clock
    }

    /// Mobile authentication first: the server refuses push without it.
    public func enroll(profileId: String) async throws(AppError) {
        let client = try await host.startedClient()
        do {
            try await client.enrollMobileAuthentication(profileId: profileId)
            try await client.enrollPush(profileId: profileId)
        } catch {
            throw AppError(error)
        }
    }

    /// Asks the server: only it knows what the profile is enrolled for.
    public func isEnrolled(profileId: String) async throws(AppError) -> Bool {
        let client = try await host.startedClient()
        do {
            let enrollment = try await client.pushEnrollment(profileId: profileId)
            return enrollment.mobileAuthentication && enrollment.push
        } catch {
            throw AppError(error)
        }
    }

    /// Reads the requests from the server (a device-authenticated call).
    public func pendingRequests(profileId: String) async throws(AppError) -> [PushRequest] {
        let client = try await host.startedClient()
        do {
            return try await client.pendingPushRequests(profileId: profileId).map(PushRequest.init)
        } catch {
            throw AppError(error)
        }
    }

    /// The system clock's time (the engine's clock in tests).
    public func now() -> Int64 {
        clock.now
    }

    /// The engine's handling, as the flow in progress.
    public func beginHandling(profileId: String) async -> ChallengeStep {
        let client: AuthClient
        do {
            client = try await host.startedClient()
        } catch {
            return .failed(error)
        }
        return await flowInProgress.begin { responder async throws(AuthError) in
            let outcomes = try await client.handlePushRequests(profileId: profileId, responder: responder)
            return .pushRequestsHandled(outcomes.map(PushOutcome.init))
        }
    }

    /// Answers the push decision.
    public func decide(accept: Bool) async -> ChallengeStep {
        await flowInProgress.respond(.pushDecision(accept: accept))
    }

    /// Answers the PIN challenge of a confirmation.
    public func confirm(with pin: SecretInput) async -> ChallengeStep {
        await flowInProgress.respond(.secret(pin))
    }

    /// Answers the sensor question.
    public func confirmBiometric(_ result: BiometricResult) async -> ChallengeStep {
        await flowInProgress.respond(.biometric(result))
    }

    /// Answers the password challenge of a confirmation.
    public func confirm(withPassword password: SecretInput) async -> ChallengeStep {
        await flowInProgress.respond(.secret(password))
    }

    /// The engine reads a declined sensor or password as "use the PIN".
    public func usePinInstead() async -> ChallengeStep {
        await flowInProgress.respond(.cancel)
    }

    /// Answers the one-time-password request.
    public func enterCode(_ code: String) async -> ChallengeStep {
        await flowInProgress.respond(.text(code))
    }

    /// Cancels the question; the engine ends the handling with the outcomes so far.
    public func cancel() async -> ChallengeStep {
        await flowInProgress.respond(.cancel)
    }

    /// Ends the session through the engine; after a failed confirmation the server has revoked it
    /// already, and what is left is this run's refreshing and any copy on this device.
    public func endSession(profileId: String?) async -> LogoutOutcome {
        await host.endSession(profileId: profileId)
    }
}
