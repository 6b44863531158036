import Interactors

@MainActor
final class RegistrationInteractorMock: RegistrationInteracting {
    enum Call: Equatable {
        case problems(SignUpDetails)
        case isPlausibleEmail(String)
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

    private(set) var calls: [Call] = []
    /// The problems each check of sign-up details finds (`.always([])`).
    var signUpProblems: Script<[SignUpProblem]> = .always([])
    /// Whether an email has the shape of an address (`.always(true)`).
    var emailChecks: Script<Bool> = .always(true)
    /// The step each call that starts or answers a registration leads to.
    var steps: Script<RegistrationStep> = []
    /// For each browser redirect, the error it is refused with, or nil (`.always(nil)`).
    var redirectRefusals: Script<AppError?> = .always(nil)
    /// The session a stateless sign-in starts.
    var statelessSessions: Script<Result<UserSession, AppError>> = []
    /// The `--home` the app was started with; nil for the default home.
    nonisolated let homeOption: String?

    /// The `--server` URL the screens repeat; nil for the home's own server.
    nonisolated let serverOption: String? = nil

    init(homeOption: String? = nil) {
        self.homeOption = homeOption
    }

    nonisolated func problems(in details: SignUpDetails) -> [SignUpProblem] {
        MainActor.assumeIsolated {
            calls.append(.problems(details))
            return signUpProblems.next()
        }
    }

    nonisolated func isPlausibleEmail(_ email: String) -> Bool {
        MainActor.assumeIsolated {
            calls.append(.isPlausibleEmail(email))
            return emailChecks.next()
        }
    }

    @MainActor func signIn(email: String, password: SecretInput) async -> RegistrationStep {
        calls.append(.signIn(email: email, password: password))
        return steps.next()
    }

    @MainActor func signUp(_ details: SignUpDetails) async -> RegistrationStep {
        calls.append(.signUp(details))
        return steps.next()
    }

    @MainActor func startBrowserRegistration() async -> RegistrationStep {
        calls.append(.startBrowserRegistration)
        return steps.next()
    }

    @MainActor func answerBrowserRedirect(_ redirect: String, to registration: Enrolment)
        async throws(AppError)
        -> RegistrationStep
    {
        calls.append(.answerBrowserRedirect(redirect))
        if let refusal = redirectRefusals.next() { throw refusal }
        return steps.next()
    }

    @MainActor func startTwoStepRegistration(email: String, password: SecretInput) async -> RegistrationStep {
        calls.append(.startTwoStepRegistration(email: email, password: password))
        return steps.next()
    }

    @MainActor func answerChallengeCode(_ answer: String, to registration: Enrolment) async
        -> RegistrationStep
    {
        calls.append(.answerChallengeCode(answer))
        return steps.next()
    }

    @MainActor func registerWithOneTimeCode(_ code: String) async -> RegistrationStep {
        calls.append(.registerWithOneTimeCode(code))
        return steps.next()
    }

    @MainActor func startStatelessSession(email: String, password: SecretInput) async throws(AppError)
        -> UserSession
    {
        calls.append(.startStatelessSession(email: email, password: password))
        return try statelessSessions.next().get()
    }

    @MainActor func cancelRegistration(_ registration: Enrolment) async {
        calls.append(.cancelRegistration)
    }
}

extension RegistrationInteractorMock.Call: DescribesSecretsForTest {
    static var casesWithoutPayload: [(Self, String)] {
        [
            (.startBrowserRegistration, "startBrowserRegistration"),
            (.cancelRegistration, "cancelRegistration"),
        ]
    }
}
