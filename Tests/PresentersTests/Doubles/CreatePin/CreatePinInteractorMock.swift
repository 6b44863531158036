import Interactors
import Synchronization
import Testing

/// A new-PIN interactor for either route.
final class CreatePinInteractorMock: ChangePinNewInteracting {
    enum Message: Equatable {
        case currentStep
        case brokenRules(SecretInput)
        case choose(SecretInput)
        case cancel
        case endSession(SessionOwner)
    }

    private struct State {
        var messages: [Message] = []
        var currentStep: NewPinStep?
        var brokenRules: [[PinRule]]
        var choices: [NewPinStep]
    }

    private let state: Mutex<State>

    /// A flow stopped at `currentStep`; each PIN checked breaks the next of `brokenRules` (none once
    /// they run out), and each PIN chosen is answered with the next of `choices`.
    init(currentStep: NewPinStep?, brokenRules: [[PinRule]] = [], choices: [NewPinStep] = []) {
        state = Mutex(State(currentStep: currentStep, brokenRules: brokenRules, choices: choices))
    }

    var messages: [Message] { state.withLock { $0.messages } }

    func currentStep() async -> NewPinStep? {
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

    func choose(_ pin: SecretInput) async -> NewPinStep {
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

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        state.withLock { $0.messages.append(.endSession(owner)) }
        return .loggedOut
    }
}
