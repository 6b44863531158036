import Interactors
import Synchronization
import Testing

final class RegistrationInteractorMock: RegistrationInteracting {
    enum Message: Equatable {
        case problems(SignUpDetails)
        case signIn(email: String, password: SecretInput)
        case signUp(SignUpDetails)
    }

    private struct State {
        var messages: [Message] = []
        var problems: [[SignUpProblem]]
        var steps: [ChallengeStep]
    }

    private let state: Mutex<State>

    /// Each check of sign-up details finds the next of `problems` (none once they run out); each
    /// sign-in or sign-up starts a flow whose first step is the next of `steps`.
    init(problems: [[SignUpProblem]] = [], steps: [ChallengeStep] = []) {
        state = Mutex(State(problems: problems, steps: steps))
    }

    var messages: [Message] { state.withLock { $0.messages } }

    func problems(in details: SignUpDetails) -> [SignUpProblem] {
        state.withLock { state in
            state.messages.append(.problems(details))
            return state.problems.isEmpty ? [] : state.problems.removeFirst()
        }
    }

    func signIn(email: String, password: SecretInput) async -> ChallengeStep {
        nextStep(after: .signIn(email: email, password: password))
    }

    func signUp(_ details: SignUpDetails) async -> ChallengeStep {
        nextStep(after: .signUp(details))
    }

    private func nextStep(after message: Message) -> ChallengeStep {
        state.withLock { state in
            state.messages.append(message)
            guard !state.steps.isEmpty else {
                Issue.record("a flow was started more often than scripted")
                return .failed(.cancelled)
            }
            return state.steps.removeFirst()
        }
    }
}
