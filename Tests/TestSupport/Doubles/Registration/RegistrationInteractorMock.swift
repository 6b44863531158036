import Interactors

/// Stands for the interactor in presenter tests, interactor tests and the modules the container builds.
@MainActor
package final class RegistrationInteractorMock: RegistrationInteracting {
    /// A call made to the mock, with its arguments.
    package enum Call: Equatable {
        case problems(SignUpDetails)
        case isPlausibleEmail(String)
        case signIn(email: String, password: SecretInput)
        case signUp(SignUpDetails)
        case startBrowserRegistration
        case openBrowser
        case waitForBrowser
        case answerBrowserRedirect(String)
        case cancelBrowserRegistration
        case startDeviceRegistration
        case waitForDeviceApproval
        case cancelDeviceRegistration
        case startTwoStepRegistration(email: String, password: SecretInput)
        case answerChallengeCode(String)
        case registerWithOneTimeCode(String)
        case startStatelessSession(email: String, password: SecretInput)
        case cancelRegistration
    }

    /// Every call made, with its arguments, in order.
    package private(set) var calls: [Call] = []
    /// The problems each check of sign-up details finds (`.always([])`).
    package var signUpProblems: Script<[SignUpProblem]> = .always([])
    /// Whether an email has the shape of an address (`.always(true)`).
    package var emailChecks: Script<Bool> = .always(true)
    /// The step each call that starts or answers a registration leads to.
    package var steps: Script<RegistrationStep> = []
    /// What each wait for the browser or for a device-code approval ends with.
    package var waits: Script<RegistrationStep> = []
    /// Why each attempt to open the browser failed, or nil when it opened (`.always(nil)`).
    package var launchProblems: Script<BrowserLaunchProblem?> = .always(nil)
    /// For each browser redirect, the error it is refused with, or nil (`.always(nil)`).
    package var redirectRefusals: Script<AppError?> = .always(nil)
    /// The session a stateless sign-in starts.
    package var statelessSessions: Script<Result<UserSession, AppError>> = []
    /// The `--home` the app was started with; nil for the default home.
    nonisolated package let homeOption: String?

    /// The `--server` URL the screens repeat; nil for the home's own server.
    nonisolated package let serverOption: String? = nil

    /// A value with what its arguments give.
    package init(homeOption: String? = nil) {
        self.homeOption = homeOption
    }

    /// Records the call and gives the next scripted answer.
    nonisolated package func problems(in details: SignUpDetails) -> [SignUpProblem] {
        MainActor.assumeIsolated {
            calls.append(.problems(details))
            return signUpProblems.next()
        }
    }

    /// Records the call and gives the next scripted answer.
    nonisolated package func isPlausibleEmail(_ email: String) -> Bool {
        MainActor.assumeIsolated {
            calls.append(.isPlausibleEmail(email))
            return emailChecks.next()
        }
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func signIn(email: String, password: SecretInput) async -> RegistrationStep {
        calls.append(.signIn(email: email, password: password))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func signUp(_ details: SignUpDetails) async -> RegistrationStep {
        calls.append(.signUp(details))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func startBrowserRegistration() async -> RegistrationStep {
        calls.append(.startBrowserRegistration)
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func openBrowser(for signIn: BrowserSignIn) async -> BrowserLaunchProblem? {
        calls.append(.openBrowser)
        return launchProblems.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func waitForBrowser(_ signIn: BrowserSignIn) async -> RegistrationStep {
        calls.append(.waitForBrowser)
        return waits.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func answerBrowserRedirect(_ redirect: String, to signIn: BrowserSignIn)
        async throws(AppError)
        -> RegistrationStep
    {
        calls.append(.answerBrowserRedirect(redirect))
        if let refusal = redirectRefusals.next() { throw refusal }
        return steps.next()
    }

    /// Records the call.
    @MainActor package func cancelBrowserRegistration(_ signIn: BrowserSignIn) async {
        calls.append(.cancelBrowserRegistration)
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func startDeviceRegistration() async -> RegistrationStep {
        calls.append(.startDeviceRegistration)
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func waitForDeviceApproval(_ signIn: DeviceSignIn) async -> RegistrationStep {
        calls.append(.waitForDeviceApproval)
        return waits.next()
    }

    /// Records the call.
    @MainActor package func cancelDeviceRegistration(_ signIn: DeviceSignIn) async {
        calls.append(.cancelDeviceRegistration)
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func startTwoStepRegistration(email: String, password: SecretInput) async
        -> RegistrationStep
    {
        calls.append(.startTwoStepRegistration(email: email, password: password))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func answerChallengeCode(_ answer: String, to registration: Enrolment) async
        -> RegistrationStep
    {
        calls.append(.answerChallengeCode(answer))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func registerWithOneTimeCode(_ code: String) async -> RegistrationStep {
        calls.append(.registerWithOneTimeCode(code))
        return steps.next()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func startStatelessSession(email: String, password: SecretInput) async throws(AppError)
        -> UserSession
    {
        calls.append(.startStatelessSession(email: email, password: password))
        return try statelessSessions.next().get()
    }

    /// Records the call and gives the next scripted answer.
    @MainActor package func cancelRegistration(_ registration: Enrolment) async {
        calls.append(.cancelRegistration)
    }
}

extension RegistrationInteractorMock.Call: DescribesSecretsForTest {
    /// A value the tests share.
    package static var casesWithoutPayload: [(Self, String)] {
        [
            (.startBrowserRegistration, "startBrowserRegistration"),
            (.openBrowser, "openBrowser"),
            (.waitForBrowser, "waitForBrowser"),
            (.cancelBrowserRegistration, "cancelBrowserRegistration"),
            (.startDeviceRegistration, "startDeviceRegistration"),
            (.waitForDeviceApproval, "waitForDeviceApproval"),
            (.cancelDeviceRegistration, "cancelDeviceRegistration"),
            (.cancelRegistration, "cancelRegistration"),
        ]
    }
}
