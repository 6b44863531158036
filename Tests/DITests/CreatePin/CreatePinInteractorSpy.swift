import Interactors

/// Stands as the interactor of either CreatePin route behind its tracing decorator, or in place of
/// the real one in a module the container builds, and records every call that reaches it, answering
/// with scripted values.
@MainActor
final class CreatePinInteractorSpy: ChangePinNewInteracting {
    enum Call: Equatable, Sendable {
        case currentStep
        case brokenRules(SecretInput)
        case choose(SecretInput)
        case cancel
        case endSession(owner: SessionOwner)
    }

    static let request = NewPinRequest(
        rules: PinRules(
            requiredLength: 5, maximumSimilarDigits: 2, forbidsSequences: true, refusesCommonPins: true),
        previousProblem: nil)

    let log = DecoratorLog<Call>()
    /// What `choose(_:)` answers.
    var chosen = NewPinStep.chooseNewPin(request)
    /// What `brokenRules(of:under:)` answers.
    var broken: [PinRule] = []

    @MainActor func currentStep() async -> NewPinStep {
        log.record(.currentStep)
        return .chooseNewPin(Self.request)
    }

    nonisolated func brokenRules(of pin: SecretInput, under rules: PinRules) -> [PinRule] {
        MainActor.assumeIsolated {
            log.record(.brokenRules(pin))
            return broken
        }
    }

    @MainActor func choose(_ pin: SecretInput) async -> NewPinStep {
        log.record(.choose(pin))
        return chosen
    }

    @MainActor func cancel() async { log.record(.cancel) }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        log.record(.endSession(owner: owner))
        return .loggedOut
    }

}
