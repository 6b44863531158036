import Interactors

/// Stands as the PushConfirmation interactor behind its tracing decorator, or in place of the real
/// one in a module the container builds, and records every call that reaches it; each answer is met
/// with the next of `steps`.
@MainActor
final class PushConfirmationInteractorSpy: PushConfirmationInteracting {
    enum Call: Equatable, Sendable {
        case currentStep
        case decide(RequestDecision)
        case confirmWithPin(SecretInput)
        case confirmWithSensor(BiometricResult)
        case confirmWithPassword(SecretInput)
        case usePinInstead
        case enterCode(OneTimeCode)
        case leavePending
        case endSession(owner: SessionOwner)
        case nextRequest(profileId: ProfileID)
    }

    static let request = MobileAuthInteractorSpy.request

    let log = DecoratorLog<Call>()
    /// The step `currentStep()` answers.
    var current: PushStep = .decide(request)
    /// The steps the answers get, in order; `.handled([])` once they run out.
    var steps: [PushStep] = []

    @MainActor func currentStep() async -> PushStep {
        log.record(.currentStep)
        return current
    }

    @MainActor func decide(_ decision: RequestDecision) async -> PushStep { next(.decide(decision)) }
    @MainActor func confirm(withPin pin: SecretInput) async -> PushStep { next(.confirmWithPin(pin)) }
    @MainActor func confirmWithSensor(_ result: BiometricResult) async -> PushStep {
        next(.confirmWithSensor(result))
    }
    @MainActor func confirm(withPassword password: SecretInput) async -> PushStep {
        next(.confirmWithPassword(password))
    }
    @MainActor func usePinInstead() async -> PushStep { next(.usePinInstead) }
    @MainActor func enterCode(_ code: OneTimeCode) async -> PushStep { next(.enterCode(code)) }
    @MainActor func leavePending() async -> PushStep { next(.leavePending) }
    nonisolated func now() -> Int64 { 1_800_000_060 }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

    private func next(_ call: Call) -> PushStep {
        log.record(call)
        return steps.isEmpty ? .handled([]) : steps.removeFirst()
    }
}
