import Interactors

/// Stands as the interactor of any PIN-check route, whose success is `Outcome`, behind its tracing
/// decorator, or in place of the real one in a module the container builds, and records every call
/// that reaches it, answering with scripted steps.
@MainActor
final class PinChallengeInteractorSpy<Outcome: Equatable & Sendable>: PinChallengeInteracting, SessionEnding {
    enum Call: Equatable, Sendable {
        case currentStep
        case answer(SecretInput)
        case confirmBiometric(BiometricResult)
        case decline
        case cancel
        case endSession(owner: SessionOwner)
    }

    let log = DecoratorLog<Call>()
    /// What every use case answers.
    var step: PinEntryStep<Outcome>

    init(step: PinEntryStep<Outcome>) {
        self.step = step
    }

    @MainActor func currentStep() async -> PinEntryStep<Outcome> {
        log.record(.currentStep)
        return step
    }

    @MainActor func answer(_ secret: SecretInput) async -> PinEntryStep<Outcome> {
        log.record(.answer(secret))
        return step
    }

    @MainActor func confirmBiometric(_ result: BiometricResult) async -> PinEntryStep<Outcome> {
        log.record(.confirmBiometric(result))
        return step
    }

    @MainActor func decline() async -> PinEntryStep<Outcome> {
        log.record(.decline)
        return step
    }

    @MainActor func cancel() async { log.record(.cancel) }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

}
