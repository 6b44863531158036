import Interactors
import TestSupport

/// Stands as the Registration interactor behind its tracing decorator, or in place of the real one
/// in a module the container builds, and records every call that reaches it.
@MainActor
final class RegistrationInteractorSpy: RegistrationInteracting {
    enum Call: Equatable, Sendable {
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

    /// What `problems(in:)` finds.
    nonisolated static let foundProblems: [SignUpProblem] = [
        .passwordTooShort(minimum: 8), .passwordsDoNotMatch,
    ]

    let log = DecoratorLog<Call>()
    nonisolated let homeOption: String? = "/tmp/lin"
    nonisolated let serverOption: String? = nil
    /// What every use case that answers a step answers.
    var step = RegistrationStep.needsPin(.sample)
    /// What `answerBrowserRedirect(_:to:)` and `startStatelessSession(email:password:)` throw; nil
    /// to answer.
    var failure: AppError?

    nonisolated func problems(in details: SignUpDetails) -> [SignUpProblem] {
        log.record(.problems(details))
        return Self.foundProblems
    }

    nonisolated func isPlausibleEmail(_ email: String) -> Bool {
        log.record(.isPlausibleEmail(email))
        return email.contains("@")
    }

    @MainActor func signIn(email: String, password: SecretInput) async -> RegistrationStep {
        log.record(.signIn(email: email, password: password))
        return step
    }

    @MainActor func signUp(_ details: SignUpDetails) async -> RegistrationStep {
        log.record(.signUp(details))
        return step
    }

    @MainActor func startBrowserRegistration() async -> RegistrationStep {
        log.record(.startBrowserRegistration)
        return step
    }

    @MainActor func answerBrowserRedirect(_ redirect: String, to registration: Enrolment)
        async throws(AppError)
        -> RegistrationStep
    {
        log.record(.answerBrowserRedirect(redirect))
        if let failure { throw failure }
        return step
    }

    @MainActor func startTwoStepRegistration(email: String, password: SecretInput) async -> RegistrationStep {
        log.record(.startTwoStepRegistration(email: email, password: password))
        return step
    }

    @MainActor func answerChallengeCode(_ answer: String, to registration: Enrolment) async
        -> RegistrationStep
    {
        log.record(.answerChallengeCode(answer))
        return step
    }

    @MainActor func registerWithOneTimeCode(_ code: String) async -> RegistrationStep {
        log.record(.registerWithOneTimeCode(code))
        return step
    }

    @MainActor func startStatelessSession(email: String, password: SecretInput) async throws(AppError)
        -> UserSession
    {
        log.record(.startStatelessSession(email: email, password: password))
        if let failure { throw failure }
        return DashboardInteractorSpy.session
    }

    @MainActor func cancelRegistration(_ registration: Enrolment) async { log.record(.cancelRegistration) }

}
