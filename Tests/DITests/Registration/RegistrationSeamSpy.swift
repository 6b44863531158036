import Interactors
import Presenters
import Views

/// Stands behind each of Registration's decorators — as its interactor, router, view and
/// presenter — and records every call that reaches it.
@MainActor
final class RegistrationSeamSpy: RegistrationInteracting, RegistrationRouting, RegistrationViewInterface,
    SharedViewRecording, RegistrationPresenting
{
    enum Call: SharedViewCallHolding {
        case shared(SharedViewCall)
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
        case needsPin
        case didCancel
        case didStartStatelessSession
        case showHeading(title: String, lines: [String])
        case showMenu([String])
        case showLines([String])
        case viewDidLoad
        case didSubmit(String)
        case viewDidReachEndOfInput
    }

    /// What `problems(in:)` finds.
    nonisolated static let foundProblems: [SignUpProblem] = [
        .passwordTooShort(minimum: 8), .passwordsDoNotMatch,
    ]

    let log = DecoratorLog<Call>()
    /// The loop a view owns, whose prompt tells a traced line what it answers.
    let loop = ScreenLoop()
    nonisolated let homeOption: String? = "/tmp/lin"
    nonisolated let serverOption: String? = nil
    /// What every use case that answers a step answers.
    var step = RegistrationStep.needsPin
    /// What `answerBrowserRedirect(_:)` and `startStatelessSession(email:password:)` throw; nil
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

    func signIn(email: String, password: SecretInput) async -> RegistrationStep {
        log.record(.signIn(email: email, password: password))
        return step
    }

    func signUp(_ details: SignUpDetails) async -> RegistrationStep {
        log.record(.signUp(details))
        return step
    }

    func startBrowserRegistration() async -> RegistrationStep {
        log.record(.startBrowserRegistration)
        return step
    }

    func answerBrowserRedirect(_ redirect: String) async throws(AppError) -> RegistrationStep {
        log.record(.answerBrowserRedirect(redirect))
        if let failure { throw failure }
        return step
    }

    func startTwoStepRegistration(email: String, password: SecretInput) async -> RegistrationStep {
        log.record(.startTwoStepRegistration(email: email, password: password))
        return step
    }

    func answerChallengeCode(_ answer: String) async -> RegistrationStep {
        log.record(.answerChallengeCode(answer))
        return step
    }

    func registerWithOneTimeCode(_ code: String) async -> RegistrationStep {
        log.record(.registerWithOneTimeCode(code))
        return step
    }

    func startStatelessSession(email: String, password: SecretInput) async throws(AppError) -> UserSession {
        log.record(.startStatelessSession(email: email, password: password))
        if let failure { throw failure }
        return DashboardSeamSpy.session
    }

    func cancelRegistration() async { log.record(.cancelRegistration) }

    func registrationNeedsPin() { log.record(.needsPin) }
    func registrationDidCancel() { log.record(.didCancel) }
    func registrationDidStartStatelessSession() { log.record(.didStartStatelessSession) }

    func showHeading(title: String, lines: [String]) { log.record(.showHeading(title: title, lines: lines)) }
    func showMenu(_ menu: Menu<RegistrationChoice>) { log.record(.showMenu(menu.items.map(\.keyword))) }
    func showLines(_ lines: [String]) { log.record(.showLines(lines)) }

    func viewDidLoad() async { log.record(.viewDidLoad) }
    func didSubmit(_ line: String) async { log.record(.didSubmit(line)) }
    func viewDidReachEndOfInput() async { log.record(.viewDidReachEndOfInput) }
}
