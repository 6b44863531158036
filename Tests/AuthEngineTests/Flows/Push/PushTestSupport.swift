import Synchronization
import Testing

@testable import AuthEngine

extension EngineHarness {
    /// Signs up, registers and enrolls the profile for mobile authentication and push.
    func enrolledForPush(email: String = "lin@example.org") async throws -> UserProfile {
        let profile = try #require(try await signUpAndRegister(email: email).profile)
        try await client.enrollMobileAuthentication(profileId: profile.id)
        try await client.enrollPush(profileId: profile.id)
        return profile
    }
}

/// A sleeper that never waits: it records each requested pause, moves `clock` (when given) by
/// what `advance` says for it (the pause itself unless told otherwise) and runs `action` with its
/// number, standing in for time passing while another process (or person) acts.
final class PollSleeper: RetrySleeper {
    private let pauses = Mutex<[Double]>([])
    private let clock: ManualWallClock?
    private let advance: @Sendable (Int, Double) -> Int64
    private let action: @Sendable (Int) async -> Void

    init(
        clock: ManualWallClock? = nil, action: @escaping @Sendable (Int) async -> Void = { _ in },
        advance: @escaping @Sendable (Int, Double) -> Int64 = { Int64($1) }
    ) {
        self.clock = clock
        self.advance = advance
        self.action = action
    }

    var requestedPauses: [Double] { pauses.withLock { $0 } }

    func sleep(seconds: Double) async throws(CancellationError) {
        let count = pauses.withLock {
            $0.append(seconds)
            return $0.count
        }
        clock?.advance(by: advance(count, seconds))
        await action(count)
    }
}

/// Answers a push confirmation only after moving the clock, so the request expires while the
/// person looks at it.
struct SlowDecider: ChallengeResponder {
    let clock: ManualWallClock
    let delay: Int64

    func respond(to challenge: PushConfirmationChallenge) async -> ChallengeAnswer<PushDecision> {
        clock.advance(by: delay)
        return .answer(.deny)
    }

    func respond(to challenge: CreatePinChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: PinChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: BrowserChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: CustomRegistrationChallenge) async -> ChallengeAnswer<String> { .cancel }
    func respond(to challenge: BiometricChallenge) async -> ChallengeAnswer<BiometricOutcome> { .cancel }
    func respond(to challenge: PasswordChallenge) async -> ChallengeAnswer<Secret> { .cancel }
    func respond(to challenge: OneTimePasswordChallenge) async -> ChallengeAnswer<String> { .cancel }
}
