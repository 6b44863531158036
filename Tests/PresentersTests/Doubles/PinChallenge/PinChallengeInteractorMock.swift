import Interactors

/// A PIN check's interactor for any route: `Outcome` is what the route's success carries.
@MainActor
final class PinChallengeInteractorMock<Outcome: Equatable & Sendable>: PinChallengeInteracting, SessionEnding
{
    enum Call: Equatable {
        case currentStep
        case answer(SecretInput)
        case cancel
        case confirmBiometric(BiometricResult)
        case decline
        case endSession(SessionOwner)
    }

    typealias Step = PinEntryStep<Outcome>

    private(set) var calls: [Call] = []
    /// The step the check stopped at when the screen loads.
    var currentSteps: Script<Step> = []
    /// The step each PIN, password, sensor result or decline leads to.
    var steps: Script<Step> = []
    /// How ending the session went (`.always(.loggedOut)`).
    var logoutOutcomes: Script<LogoutOutcome> = .always(.loggedOut)

    @MainActor func currentStep() async -> Step {
        calls.append(.currentStep)
        return currentSteps.next()
    }

    @MainActor func answer(_ secret: SecretInput) async -> Step {
        calls.append(.answer(secret))
        return steps.next()
    }

    @MainActor func confirmBiometric(_ result: BiometricResult) async -> Step {
        calls.append(.confirmBiometric(result))
        return steps.next()
    }

    @MainActor func decline() async -> Step {
        calls.append(.decline)
        return steps.next()
    }

    @MainActor func cancel() async {
        calls.append(.cancel)
    }

    @MainActor func endSession(owner: SessionOwner) async -> LogoutOutcome {
        calls.append(.endSession(owner))
        return logoutOutcomes.next()
    }
}

extension PinChallengeInteractorMock.Call: DescribesSecretsForTest {
    static var casesWithoutPayload: [(Self, String)] {
        [(.currentStep, "currentStep"), (.cancel, "cancel"), (.decline, "decline")]
    }
}
