import Interactors

/// Records a PIN or password only by its length.
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
    /// The step the handling stopped at when the screen loads.
    var currentSteps: Script<PushStep> = []
    /// The step each answer (decision, PIN, sensor, code, leave pending) leads to.
    var steps: Script<PushStep> = []
    /// How ending the session went (`.always(.loggedOut)`).
    var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)
    /// The clock the requests are read against: 2027-01-15 08:00:00 UTC.
    nonisolated static let currentTime: Int64 = 1_800_000_000

    @MainActor func currentStep() async -> PushStep {
        calls.append(.currentStep)
        return currentSteps.next()
    }

    @MainActor func decide(_ decision: RequestDecision) async -> PushStep {
        calls.append(.decide(decision))
        return steps.next()
    }

    @MainActor func confirm(withPin pin: SecretInput) async -> PushStep {
        calls.append(.confirmWithPin(length: pin.count))
        return steps.next()
    }

    @MainActor func confirmWithSensor(_ result: BiometricResult) async -> PushStep {
        calls.append(.confirmWithSensor(result))
        return steps.next()
    }

    @MainActor func confirm(withPassword password: SecretInput) async -> PushStep {
        calls.append(.confirmWithPassword(length: password.count))
        return steps.next()
    }

    @MainActor func usePinInstead() async -> PushStep {
        calls.append(.usePinInstead)
        return steps.next()
    }

    @MainActor func enterCode(_ code: OneTimeCode) async -> PushStep {
        calls.append(.enterCode(code.digits))
        return steps.next()
    }

    @MainActor func leavePending() async -> PushStep {
        calls.append(.leavePending)
        return steps.next()
    }

    nonisolated func now() -> Int64 {
        Self.currentTime
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}
