import Interactors

/// Records a PIN or password only by its length.
@MainActor
package final class PushConfirmationInteractorMock: PushConfirmationInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
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

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// The step the handling stopped at when the screen loads.
    package var currentSteps: Script<PushStep> = []
    /// The step each answer (decision, PIN, sensor, code, leave pending) leads to.
    package var steps: Script<PushStep> = []
    /// How ending the session went (`.always(.loggedOut)`).
    package var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)
    /// The clock the requests are read against: 2027-01-15 08:00:00 UTC.
    nonisolated package static let currentTime: Int64 = 1_800_000_000

    /// Records the call and gives the next scripted answer.
    @MainActor package func currentStep() async -> PushStep {
        calls.append(.currentStep)
        return currentSteps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func decide(_ decision: RequestDecision) async -> PushStep {
        calls.append(.decide(decision))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func confirm(withPin pin: SecretInput) async -> PushStep {
        calls.append(.confirmWithPin(length: pin.count))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func confirmWithSensor(_ result: BiometricResult) async -> PushStep {
        calls.append(.confirmWithSensor(result))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func confirm(withPassword password: SecretInput) async -> PushStep {
        calls.append(.confirmWithPassword(length: password.count))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func usePinInstead() async -> PushStep {
        calls.append(.usePinInstead)
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func enterCode(_ code: OneTimeCode) async -> PushStep {
        calls.append(.enterCode(code.digits))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func leavePending() async -> PushStep {
        calls.append(.leavePending)
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    nonisolated package func now() -> Int64 {
        Self.currentTime
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}
