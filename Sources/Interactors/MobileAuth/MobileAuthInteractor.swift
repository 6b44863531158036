import AuthEngine

/// The Mobile authentication use cases of the signed-in profile: enroll, list the pending push
/// requests, and begin handling them (the PushConfirmation module answers each request).
package protocol MobileAuthInteracting: SessionEnding {
    /// Enrolls the profile for mobile authentication, then for push (both idempotent).
    func enroll(profileId: ProfileID) async throws(AppError)

    /// True when the profile is enrolled for both mobile authentication and push, as `enroll`
    /// leaves it (checked with the server, which renews an expiring token first).
    func isEnrolled(profileId: ProfileID) async throws(AppError) -> Bool

    /// The profile's pending push requests, oldest first.
    func pendingRequests(profileId: ProfileID) async throws(AppError) -> [PushRequest]

    /// The current time in seconds since the epoch, to say how long a request has left.
    func now() -> Int64

    /// Begins handling the pending requests in order and says how it starts: a request waits (in
    /// the handling the PushConfirmation module answers), or the handling already ended (nothing
    /// was pending, or it failed).
    func beginHandling(profileId: ProfileID) async -> PushHandlingStart
}

/// Mobile authentication over the started engine; the handling runs as a `ChallengeFlow` handed
/// on as a `PushHandling`.
package final class MobileAuthInteractor: MobileAuthInteracting {
    private let host: EngineHost
    private let clock: any WallClock

    /// The use cases over `host`.
    package convenience init(host: EngineHost) {
        self.init(host: host, clock: host.settings.clock)
    }

    init(host: EngineHost, clock: any WallClock) {
        self.host = host
        self.clock = clock
    }

    /// Mobile authentication first: the server refuses push without it.
    package func enroll(profileId: ProfileID) async throws(AppError) {
        let client = try await host.startedClient()
        do {
            try await client.enrollMobileAuthentication(profileId: profileId.rawValue)
            try await client.enrollPush(profileId: profileId.rawValue)
        } catch {
            throw AppError(error)
        }
    }

    /// Asks the server: only it knows what the profile is enrolled for.
    package func isEnrolled(profileId: ProfileID) async throws(AppError) -> Bool {
        let client = try await host.startedClient()
        do {
            let enrollment = try await client.pushEnrollment(profileId: profileId.rawValue)
            return enrollment.mobileAuthentication && enrollment.push
        } catch {
            throw AppError(error)
        }
    }

    /// Reads the requests from the server (a device-authenticated call).
    package func pendingRequests(profileId: ProfileID) async throws(AppError) -> [PushRequest] {
        let client = try await host.startedClient()
        do {
            return try await client.pendingPushRequests(profileId: profileId.rawValue).map(PushRequest.init)
        } catch {
            throw AppError(error)
        }
    }

    /// The system clock's time (the engine's clock in tests).
    package func now() -> Int64 {
        clock.now
    }

    /// The engine's handling; its first step is read as push handling reads every step.
    package func beginHandling(profileId: ProfileID) async -> PushHandlingStart {
        let client: AuthClient
        do {
            client = try await host.startedClient()
        } catch {
            return .failed(error)
        }
        let (flow, first) = await ChallengeFlow.begin { responder async throws(AuthError) in
            let outcomes = try await client.handlePushRequests(
                profileId: profileId.rawValue, responder: responder)
            return .pushRequestsHandled(outcomes.map(PushOutcome.init))
        }
        switch await flow.pushStep(first) {
        case .decide, .enterCode, .enterPin, .confirmWithSensor, .enterPassword:
            return .requestWaiting(PushHandling(flow, profileId: profileId))
        case .handled(let outcomes):
            return .handled(outcomes)
        case .failed(let error):
            return .failed(error)
        case .unanswerable:
            return .unanswerable
        }
    }

    /// Ends the session through the engine; after a failed confirmation the server has revoked it
    /// already, and what is left is this run's refreshing and any copy on this device.
    package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await host.endSession(owner: owner)
    }
}
