import Interactors
import Presenters
import Views

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

    func answerBrowserRedirect(_ redirect: String) async throws(AppError) -> RegistrationStep {
        try await trace.call(
            "answerBrowserRedirect(\(redirect.count) characters)", await base.answerBrowserRedirect(redirect),
            returning: Self.describe)
    }

    func startTwoStepRegistration(email: String, password: SecretInput) async -> RegistrationStep {
        await trace.callNonThrowing(
            "startTwoStepRegistration(email:password:)",
            await base.startTwoStepRegistration(email: email, password: password), returning: Self.describe)
    }

    func answerChallengeCode(_ answer: String) async -> RegistrationStep {
        await trace.callNonThrowing(
            "answerChallengeCode(\(answer.count) characters)", await base.answerChallengeCode(answer),
            returning: Self.describe)
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

    func cancelRegistration() async {
        await trace.callNonThrowing("cancelRegistration()", await base.cancelRegistration()) {
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
        case .answerChallengeCode(_, status: nil): "challenge code shown"
        case .answerChallengeCode(_, status: _?): "challenge code shown again (refused)"
        case .failed(let error): "failed: \(error)"
        }
    }
}

/// Where Registration sends the person, each call traced as a Presenter → Router hop.
@MainActor
final class TracingRegistrationRouting: RegistrationRouting {
    private weak var base: (any RegistrationRouting)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any RegistrationRouting, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func registrationNeedsPin() {
        trace.route("registrationNeedsPin()")
        base?.registrationNeedsPin()
    }

    func registrationDidCancel() {
        trace.route("registrationDidCancel()")
        base?.registrationDidCancel()
    }

    func registrationDidStartStatelessSession() {
        trace.route("registrationDidStartStatelessSession()")
        base?.registrationDidStartStatelessSession()
    }
}

/// Sits between the Registration view and presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop.
///
/// Only a menu choice is traced as typed. Every answer to a form is traced by its length: the
/// passwords are asked at secret prompts, and the redirect (an authorization code), the challenge
/// answer and the one-time code are short-lived secrets asked at visible ones; the email and the
/// full name stay out of the trace with them. The `ask` hop before says which field it answers.
@MainActor
final class TracingRegistrationView: TracingView, RegistrationViewInterface, RegistrationPresenting {
    private weak var view: (any RegistrationViewInterface)?

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any RegistrationViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    override func didSubmit(_ line: String) async {
        if handover.loop?.prompt != .choice { handover.hideNextLine() }
        await super.didSubmit(line)
    }

    func showHeading(title: String, lines: [String]) {
        // The lines may hold the authorize URL or the challenge code: only their number is traced.
        trace.show("showHeading(title: \(title), \(lines.count) lines)")
        view?.showHeading(title: title, lines: lines)
    }

    func showMenu(_ menu: Menu<RegistrationChoice>) {
        trace.show("showMenu(\(menu.items.count) choices)")
        view?.showMenu(menu)
    }

    func showLines(_ lines: [String]) {
        trace.show("showLines(\(lines.count) lines)")
        view?.showLines(lines)
    }
}
