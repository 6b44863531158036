import Interactors
import Synchronization
import Testing

final class RegistrationInteractorMock: RegistrationInteracting {
    enum Message: Equatable {
        case problems(SignUpDetails)
        case signIn(email: String, password: SecretInput)
        case signUp(SignUpDetails)
        case startBrowserRegistration
        case answerBrowserRedirect(String)
        case startTwoStepRegistration(email: String, password: SecretInput)
        case answerChallengeCode(String)
        case registerWithOneTimeCode(String)
        case startStatelessSession(email: String, password: SecretInput)
        case cancelRegistration
    }

    private struct State {
        var messages: [Message] = []
        var problems: [[SignUpProblem]]
        var steps: [RegistrationStep]
        var unreadableRedirects: Set<String>
        var statelessResult: Result<UserSession, AppError>
    }

    private let state: Mutex<State>
    let homeOption: String?
    /// The `--server` URL the screens repeat; nil for the home's own server.
    let serverOption: String? = nil

    /// Each check of sign-up details finds the next of `problems` (none once they run out); each
    /// call that starts or answers a flow gets the next of `steps`; a redirect in
    /// `unreadableRedirects` is refused as not a redirect; a stateless session gives
    /// `statelessResult`.
    init(
        problems: [[SignUpProblem]] = [], steps: [RegistrationStep] = [],
        unreadableRedirects: Set<String> = [],
        statelessResult: Result<UserSession, AppError> = .success(ChallengeFixtures.session),
        homeOption: String? = nil
    ) {
        state = Mutex(
            State(
                problems: problems, steps: steps, unreadableRedirects: unreadableRedirects,
                statelessResult: statelessResult))
        self.homeOption = homeOption
    }

    var messages: [Message] { state.withLock { $0.messages } }

    func problems(in details: SignUpDetails) -> [SignUpProblem] {
        state.withLock { state in
            state.messages.append(.problems(details))
            return state.problems.isEmpty ? [] : state.problems.removeFirst()
        }
    }

    /// A stand-in for the engine's rule: an address needs something on both sides of one `@`.
    func isPlausibleEmail(_ email: String) -> Bool {
        let parts = email.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty }
    }

    func signIn(email: String, password: SecretInput) async -> RegistrationStep {
        nextStep(after: .signIn(email: email, password: password))
    }

    func signUp(_ details: SignUpDetails) async -> RegistrationStep {
        nextStep(after: .signUp(details))
    }

    func startBrowserRegistration() async -> RegistrationStep {
        nextStep(after: .startBrowserRegistration)
    }

    func answerBrowserRedirect(_ redirect: String) async throws(AppError) -> RegistrationStep {
        let unreadable = state.withLock { state in
            guard state.unreadableRedirects.contains(redirect) else { return false }
            state.messages.append(.answerBrowserRedirect(redirect))
            return true
        }
        if unreadable { throw .browserLoginFailed(reason: .notAnAddress) }
        return nextStep(after: .answerBrowserRedirect(redirect))
    }

    func startTwoStepRegistration(email: String, password: SecretInput) async -> RegistrationStep {
        nextStep(after: .startTwoStepRegistration(email: email, password: password))
    }

    func answerChallengeCode(_ answer: String) async -> RegistrationStep {
        nextStep(after: .answerChallengeCode(answer))
    }

    func registerWithOneTimeCode(_ code: String) async -> RegistrationStep {
        nextStep(after: .registerWithOneTimeCode(code))
    }

    func startStatelessSession(email: String, password: SecretInput) async throws(AppError) -> UserSession {
        let result = state.withLock { state in
            state.messages.append(.startStatelessSession(email: email, password: password))
            return state.statelessResult
        }
        return try result.get()
    }

    func cancelRegistration() async {
        state.withLock { $0.messages.append(.cancelRegistration) }
    }

    private func nextStep(after message: Message) -> RegistrationStep {
        state.withLock { state in
            state.messages.append(message)
            guard !state.steps.isEmpty else {
                Issue.record("a flow was started or answered more often than scripted")
                return .failed(.cancelled)
            }
            return state.steps.removeFirst()
        }
    }
}
