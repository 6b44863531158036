import Interactors
import Synchronization
import Testing

final class CreatePinInteractorMock: CreatePinInteracting {
    enum Message: Equatable {
        case currentStep
        case brokenRules(SecretInput)
        case choose(SecretInput)
        case cancel
    }

    private struct State {
        var messages: [Message] = []
        var currentStep: ChallengeStep?
        var brokenRules: [[PinRule]]
        var choices: [ChallengeStep]
    }

    private let state: Mutex<State>

    /// A registration stopped at `currentStep`; each PIN checked breaks the next of `brokenRules`
    /// (none once they run out), and each PIN chosen is answered with the next of `choices`.
    init(currentStep: ChallengeStep?, brokenRules: [[PinRule]] = [], choices: [ChallengeStep] = []) {
        state = Mutex(State(currentStep: currentStep, brokenRules: brokenRules, choices: choices))
    }

    var messages: [Message] { state.withLock { $0.messages } }

    func currentStep() async -> ChallengeStep? {
        state.withLock { state in
            state.messages.append(.currentStep)
            return state.currentStep
        }
    }

    func brokenRules(of pin: SecretInput, under rules: PinRules) -> [PinRule] {
        state.withLock { state in
            state.messages.append(.brokenRules(pin))
            return state.brokenRules.isEmpty ? [] : state.brokenRules.removeFirst()
        }
    }

    func choose(_ pin: SecretInput) async -> ChallengeStep {
        state.withLock { state in
            state.messages.append(.choose(pin))
            guard !state.choices.isEmpty else {
                Issue.record("choose called more often than scripted")
                return .failed(.cancelled)
            }
            return state.choices.removeFirst()
        }
    }

    func cancel() async {
        state.withLock { $0.messages.append(.cancel) }
    }
}
