import Interactors

/// A new-PIN interactor for either route.
@MainActor
final class CreatePinInteractorMock: ChangePinNewInteracting {
    enum Call: Equatable {
        case currentStep
        case brokenRules(SecretInput)
        case choose(SecretInput)
        case cancel
        case endSession(SessionOwner)
    }

    private(set) var calls: [Call] = []
    /// The step the flow stopped at when the screen loads.
    var currentSteps: Script<NewPinStep> = []
    /// The rules a PIN breaks (`.always([])`).
    var brokenRules: Script<[PinRule]> = .always([])
    /// The step each chosen PIN leads to.
    var choices: Script<NewPinStep> = []
    /// How ending the session went (`.always(.loggedOut)`).
    var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)

    @MainActor func currentStep() async -> NewPinStep {
        calls.append(.currentStep)
        return currentSteps.next()
    }

    nonisolated func brokenRules(of pin: SecretInput, under rules: PinRules) -> [PinRule] {
        MainActor.assumeIsolated {
            calls.append(.brokenRules(pin))
            return brokenRules.next()
        }
    }

    @MainActor func choose(_ pin: SecretInput) async -> NewPinStep {
        calls.append(.choose(pin))
        return choices.next()
    }

    @MainActor func cancel() async {
        calls.append(.cancel)
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}

extension CreatePinInteractorMock.Call: DescribesSecretsForTest {
    static var casesWithoutPayload: [(Self, String)] { [(.currentStep, "currentStep"), (.cancel, "cancel")] }
}
