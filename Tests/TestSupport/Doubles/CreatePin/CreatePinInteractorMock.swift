import Interactors

/// A new-PIN interactor for either route.
@MainActor
package final class CreatePinInteractorMock: ChangePinNewInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case currentStep
        case brokenRules(SecretInput)
        case choose(SecretInput)
        case cancel
        case endSession(SessionOwner)
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// The step the flow stopped at when the screen loads.
    package var currentSteps: Script<NewPinStep> = []
    /// The rules a PIN breaks (`.always([])`).
    package var brokenRules: Script<[PinRule]> = .always([])
    /// The step each chosen PIN leads to.
    package var choices: Script<NewPinStep> = []
    /// How ending the session went (`.always(.loggedOut)`).
    package var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)

    /// Records the call and gives the next scripted answer.
    @MainActor package func currentStep() async -> NewPinStep {
        calls.append(.currentStep)
        return currentSteps.next()
    }

    /// Records the call and gives the next scripted answer.
    nonisolated package func brokenRules(of pin: SecretInput, under rules: PinRules) -> [PinRule] {
        MainActor.assumeIsolated {
            calls.append(.brokenRules(pin))
            return brokenRules.next()
        }
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func choose(_ pin: SecretInput) async -> NewPinStep {
        calls.append(.choose(pin))
        return choices.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func cancel() async {
        calls.append(.cancel)
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}

extension CreatePinInteractorMock.Call: DescribesSecretsForTest {
    /// A value the tests share.
    package static var casesWithoutPayload: [(Self, String)] {
        [(.currentStep, "currentStep"), (.cancel, "cancel")]
    }
}
