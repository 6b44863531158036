import Interactors

/// Serves scripted push-handling steps and records every call (a PIN or password only by its
/// length).
@MainActor
final class PushConfirmationInteractorMock: PushConfirmationInteracting {
    enum Call: Equatable {
        case currentStep
        case decide(RequestDecision)
        case confirmWithPin(length: Int)
        case confirmWithSensor(BiometricResult)
        case confirmWithPassword(length: Int)
        case usePinInstead
        case enterCode(String)
        case leavePending
        case endSession(SessionOwner)
    }

    private(set) var calls: [Call] = []
    /// The step the handling stopped at when the screen loads; nil when none is in progress.
    var current: PushStep?
    /// The steps the answers return, one per answer; then `.failed(.cancelled)`, as the real
    /// interactor answers when no handling is in progress.
    var steps: [PushStep] = []
    /// The clock the requests are read against: 2027-01-15 08:00:00 UTC.
    nonisolated static let currentTime: Int64 = 1_800_000_000

    func currentStep() async -> PushStep? {
        calls.append(.currentStep)
        return current
    }

    func decide(_ decision: RequestDecision) async -> PushStep {
        calls.append(.decide(decision))
        return nextStep()
    }

    func confirm(withPin pin: SecretInput) async -> PushStep {
        calls.append(.confirmWithPin(length: pin.count))
        return nextStep()
    }

    func confirmWithSensor(_ result: BiometricResult) async -> PushStep {
        calls.append(.confirmWithSensor(result))
        return nextStep()
    }

    func confirm(withPassword password: SecretInput) async -> PushStep {
        calls.append(.confirmWithPassword(length: password.count))
        return nextStep()
    }

    func usePinInstead() async -> PushStep {
        calls.append(.usePinInstead)
        return nextStep()
    }

    func enterCode(_ code: OneTimeCode) async -> PushStep {
        calls.append(.enterCode(code.digits))
        return nextStep()
    }

    func leavePending() async -> PushStep {
        calls.append(.leavePending)
        return nextStep()
    }

    nonisolated func now() -> Int64 {
        Self.currentTime
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return .loggedOut
    }

    private func nextStep() -> PushStep {
        steps.isEmpty ? .failed(.cancelled) : steps.removeFirst()
    }
}
