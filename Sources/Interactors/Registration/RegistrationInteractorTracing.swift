/// Registration's use cases, each traced as a Presenter → Interactor hop and its answer. What the
/// person typed is never traced: no email, no password, and the redirect, the challenge answer and
/// the one-time code (short-lived secrets) only by their length.
struct TracingRegistrationInteractor: RegistrationInteracting {
    let base: any RegistrationInteracting
    let trace: ModuleTrace

    func problems(in details: SignUpDetails) -> [SignUpProblem] {
        trace.hop(.presenter, .interactor, "problems(in: sign-up details)")
        let problems = base.problems(in: details)
        trace.hop(.interactor, .presenter, "\(problems.count) problem(s)")
        return problems
    }

    func isPlausibleEmail(_ email: String) -> Bool {
        trace.hop(.presenter, .interactor, "isPlausibleEmail(\(email.count) characters)")
        let isPlausible = base.isPlausibleEmail(email)
        trace.hop(.interactor, .presenter, isPlausible ? "plausible email" : "not an email")
        return isPlausible
    }

    func signIn(email: String, password: SecretInput) async -> RegistrationStep {
        await trace.callNonThrowing(
            "signIn(email:password:)", await base.signIn(email: email, password: password),
            returning: Self.describe)
    }

    func signUp(_ details: SignUpDetails) async -> RegistrationStep {
        await trace.callNonThrowing("signUp(_:)", await base.signUp(details), returning: Self.describe)
    }

    func startBrowserRegistration() async -> RegistrationStep {
        await trace.callNonThrowing(
            "startBrowserRegistration()", await base.startBrowserRegistration(), returning: Self.describe)
    }

    func openBrowser(for signIn: BrowserSignIn) async -> BrowserLaunchProblem? {
        await trace.callNonThrowing("openBrowser(for: sign-in)", await base.openBrowser(for: signIn)) {
            $0.map { "browser not opened: \($0)" } ?? "browser opened"
        }
    }

    func waitForBrowser(_ signIn: BrowserSignIn) async -> RegistrationStep {
        await trace.callNonThrowing(
            "waitForBrowser(sign-in)", await base.waitForBrowser(signIn), returning: Self.describe)
    }

    func answerBrowserRedirect(_ redirect: String, to signIn: BrowserSignIn) async throws(AppError)
        -> RegistrationStep
    {
        try await trace.call(
            "answerBrowserRedirect(\(redirect.count) characters)",
            await base.answerBrowserRedirect(redirect, to: signIn), returning: Self.describe)
    }

    func cancelBrowserRegistration(_ signIn: BrowserSignIn) async {
        await trace.callNonThrowing(
            "cancelBrowserRegistration(sign-in)", await base.cancelBrowserRegistration(signIn)
        ) { "registration cancelled" }
    }

    func startDeviceRegistration() async -> RegistrationStep {
        await trace.callNonThrowing(
            "startDeviceRegistration()", await base.startDeviceRegistration(), returning: Self.describe)
    }

    func waitForDeviceApproval(_ signIn: DeviceSignIn) async -> RegistrationStep {
        await trace.callNonThrowing(
            "waitForDeviceApproval(sign-in)", await base.waitForDeviceApproval(signIn),
            returning: Self.describe)
    }

    func cancelDeviceRegistration(_ signIn: DeviceSignIn) async {
        await trace.callNonThrowing(
            "cancelDeviceRegistration(sign-in)", await base.cancelDeviceRegistration(signIn)
        ) { "registration cancelled" }
    }

    func startTwoStepRegistration(email: String, password: SecretInput) async -> RegistrationStep {
        await trace.callNonThrowing(
            "startTwoStepRegistration(email:password:)",
            await base.startTwoStepRegistration(email: email, password: password), returning: Self.describe)
    }

    func answerChallengeCode(_ answer: String, to registration: Enrolment) async -> RegistrationStep {
        await trace.callNonThrowing(
            "answerChallengeCode(\(answer.count) characters)",
            await base.answerChallengeCode(answer, to: registration), returning: Self.describe)
    }

    func registerWithOneTimeCode(_ code: String) async -> RegistrationStep {
        await trace.callNonThrowing(
            "registerWithOneTimeCode(\(code.count) characters)", await base.registerWithOneTimeCode(code),
            returning: Self.describe)
    }

    func startStatelessSession(email: String, password: SecretInput) async throws(AppError) -> UserSession {
        try await trace.call(
            "startStatelessSession(email:password:)",
            await base.startStatelessSession(email: email, password: password)
        ) { _ in "stateless session" }
    }

    func cancelRegistration(_ registration: Enrolment) async {
        await trace.callNonThrowing("cancelRegistration()", await base.cancelRegistration(registration)) {
            "registration cancelled"
        }
    }

    var homeOption: String? { base.homeOption }
    var serverOption: String? { base.serverOption }

    /// What the step is, never what it holds: the authorize URL carries a one-time state, and the
    /// challenge code is for the person's eyes.
    private static func describe(_ step: RegistrationStep) -> String {
        switch step {
        case .needsPin: "new PIN requested"
        case .openBrowser: "browser sign-in requested"
        case .showDeviceCode: "device code shown"
        case .answerChallengeCode(_, status: nil, _): "challenge code shown"
        case .answerChallengeCode(_, status: _?, _): "challenge code shown again (refused)"
        case .failed(let error): "failed: \(error)"
        }
    }
}

extension ModuleTrace {
    /// `interactor` with each of its calls traced.
    package func traced(_ interactor: any RegistrationInteracting) -> any RegistrationInteracting {
        TracingRegistrationInteractor(base: interactor, trace: self)
    }
}
