import Interactors
import Synchronization
import Testing

/// A PIN check's interactor for any route: `Outcome` is what the route's success carries.
final class PinChallengeInteractorMock<Outcome: Equatable & Sendable>: PinChallengeInteracting, SessionEnding
{
    enum Message: Equatable {
        case currentStep
        case answer(SecretInput)
        case cancel
        case confirmBiometric(BiometricResult)
        case decline
        case endSession(SessionOwner)
    }

    typealias Step = PinEntryStep<Outcome>

    private struct State {
        var messages: [Message] = []
        var currentStep: Step?
        var answers: [Step]
    }

    private let state: Mutex<State>

    /// A flow stopped at `currentStep` that answers each PIN, password, sensor result or decline with
    /// the next of `answers`.
    init(currentStep: Step?, answers: [Step] = []) {
        state = Mutex(State(currentStep: currentStep, answers: answers))
    }

    var messages: [Message] { state.withLock { $0.messages } }

    func currentStep() async -> Step? {
        state.withLock { state in
            state.messages.append(.currentStep)
            return state.currentStep
        }
    }

    func answer(_ secret: SecretInput) async -> Step {
        next(.answer(secret))
    }

    func confirmBiometric(_ result: BiometricResult) async -> Step {
        next(.confirmBiometric(result))
    }

    func decline() async -> Step {
        next(.decline)
    }

    /// Records `message` and returns the next scripted step.
    private func next(_ message: Message) -> Step {
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

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        state.withLock { $0.messages.append(.endSession(owner)) }
        return .loggedOut
    }
}
