import Interactors
import Synchronization
import Testing

final class PinChallengeInteractorMock: PinChallengeInteracting {
    enum Message: Equatable {
        case currentStep
        case answer(SecretInput)
        case cancel
        case confirmBiometric(BiometricResult)
        case decline
    }

    private struct State {
        var messages: [Message] = []
        var currentStep: ChallengeStep?
        var answers: [ChallengeStep]
    }

    private let state: Mutex<State>

    /// A flow stopped at `currentStep` that answers each PIN, password, sensor result or decline with
    /// the next of `answers`.
    init(currentStep: ChallengeStep?, answers: [ChallengeStep] = []) {
        state = Mutex(State(currentStep: currentStep, answers: answers))
    }

    var messages: [Message] { state.withLock { $0.messages } }

    func currentStep() async -> ChallengeStep? {
        state.withLock { state in
            state.messages.append(.currentStep)
            return state.currentStep
        }
    }

    func answer(_ pin: SecretInput) async -> ChallengeStep {
        next(.answer(pin))
    }

    func confirmBiometric(_ result: BiometricResult) async -> ChallengeStep {
        next(.confirmBiometric(result))
    }

    func decline() async -> ChallengeStep {
        next(.decline)
    }

    /// Records `message` and returns the next scripted step.
    private func next(_ message: Message) -> ChallengeStep {
        state.withLock { state in
            state.messages.append(message)
            guard !state.answers.isEmpty else {
                Issue.record("answer called more often than scripted")
                return .failed(.cancelled)
            }
            return state.answers.removeFirst()
        }
    }

    func cancel() async {
        state.withLock { $0.messages.append(.cancel) }
    }
}
