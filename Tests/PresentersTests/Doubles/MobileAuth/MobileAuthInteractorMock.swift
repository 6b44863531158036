import Interactors

/// Serves scripted enrollment, listings and handling steps, and records every call (a PIN or
/// password only by its length).
@MainActor
final class MobileAuthInteractorMock: MobileAuthInteracting {
    enum Call: Equatable {
        case isEnrolled(profileId: String)
        case enroll(profileId: String)
        case pendingRequests(profileId: String)
        case beginHandling(profileId: String)
        case decide(accept: Bool)
        case confirm(pinLength: Int)
        case confirmBiometric(BiometricResult)
        case confirmWithPassword(length: Int)
        case usePinInstead
        case enterCode(String)
        case cancel
        case endSession(profileId: String?)
    }

    private(set) var calls: [Call] = []
    /// What the server says about enrollment when the screen loads.
    var isEnrolledResult: Result<Bool, AppError> = .success(false)
    var enrollResult: Result<Void, AppError> = .success(())
    /// Each listing serves the next result; the last one repeats.
    var pendingResults: [Result<[PushRequest], AppError>] = [.success([])]
    /// The steps handling returns, one per call of beginHandling, decide, confirm, confirmBiometric,
    /// confirm(withPassword:), usePinInstead, enterCode or cancel.
    var steps: [ChallengeStep] = []
    /// The clock the listings are read against: 2027-01-15 08:00:00 UTC.
    nonisolated static let currentTime: Int64 = 1_800_000_000

    func isEnrolled(profileId: String) async throws(AppError) -> Bool {
        calls.append(.isEnrolled(profileId: profileId))
        return try isEnrolledResult.get()
    }

    func enroll(profileId: String) async throws(AppError) {
        calls.append(.enroll(profileId: profileId))
        try enrollResult.get()
    }

    func pendingRequests(profileId: String) async throws(AppError) -> [PushRequest] {
        calls.append(.pendingRequests(profileId: profileId))
        let result = pendingResults.count > 1 ? pendingResults.removeFirst() : pendingResults[0]
        return try result.get()
    }

    nonisolated func now() -> Int64 {
        Self.currentTime
    }

    func beginHandling(profileId: String) async -> ChallengeStep {
        calls.append(.beginHandling(profileId: profileId))
        return nextStep()
    }

    func decide(accept: Bool) async -> ChallengeStep {
        calls.append(.decide(accept: accept))
        return nextStep()
    }

    func confirm(with pin: SecretInput) async -> ChallengeStep {
        calls.append(.confirm(pinLength: pin.count))
        return nextStep()
    }

    func confirmBiometric(_ result: BiometricResult) async -> ChallengeStep {
        calls.append(.confirmBiometric(result))
        return nextStep()
    }

    func confirm(withPassword password: SecretInput) async -> ChallengeStep {
        calls.append(.confirmWithPassword(length: password.count))
        return nextStep()
    }

    func usePinInstead() async -> ChallengeStep {
        calls.append(.usePinInstead)
        return nextStep()
    }

    func enterCode(_ code: String) async -> ChallengeStep {
        calls.append(.enterCode(code))
        return nextStep()
    }

    func cancel() async -> ChallengeStep {
        calls.append(.cancel)
        return nextStep()
    }

    func endSession(profileId: String?) async -> LogoutOutcome {
        calls.append(.endSession(profileId: profileId))
        return .loggedOut
    }

    private func nextStep() -> ChallengeStep {
        steps.isEmpty ? .failed(.cancelled) : steps.removeFirst()
    }
}
