import Interactors

/// A PIN check's interactor for any route: `Outcome` is what the route's success carries.
@MainActor
package final class PinChallengeInteractorMock<Outcome: Equatable & Sendable>: PinChallengeInteracting,
    SessionEnding
{
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case currentStep
        case answer(SecretInput)
        case cancel
        case confirmBiometric(BiometricResult)
        case decline
        case endSession(SessionOwner)
    }

    /// A value the tests share.
    package typealias Step = PinEntryStep<Outcome>

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []

    /// A mock with nothing scripted but what its properties default to.
    package init() {}

    /// The step the check stopped at when the screen loads.
    package var currentSteps: Script<Step> = []
    /// The step each PIN, password, sensor result or decline leads to.
    package var steps: Script<Step> = []
    /// How ending the session went (`.always(.loggedOut)`).
    package var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)

    /// Records the call and gives the next scripted answer.
    @MainActor package func currentStep() async -> Step {
        calls.append(.currentStep)
        return currentSteps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func answer(_ secret: SecretInput) async -> Step {
        calls.append(.answer(secret))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func confirmBiometric(_ result: BiometricResult) async -> Step {
        calls.append(.confirmBiometric(result))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func decline() async -> Step {
        calls.append(.decline)
        return steps.next()
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

extension PinChallengeInteractorMock.Call: DescribesSecretsForTest {
    /// A value the tests share.
    package static var casesWithoutPayload: [(Self, String)] {
        [(.currentStep, "currentStep"), (.cancel, "cancel"), (.decline, "decline")]
    }
}
