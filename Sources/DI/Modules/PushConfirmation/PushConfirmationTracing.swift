import Interactors
import Presenters
import Synchronization
import Views

/// The PushConfirmation use cases, each traced as a Presenter → Interactor hop and the step that
/// came back. A PIN, a password or a one-time code is traced by its length only.
struct TracingPushConfirmationInteractor: PushConfirmationInteracting {
    let base: any PushConfirmationInteracting
    let trace: ModuleTrace
    /// Set while the step handed back asks for a one-time code, which the view reads as text.
    let codeAsked: CodeAsked

    func currentStep() async -> PushStep? {
        let step = await trace.callNonThrowing("currentStep()", await base.currentStep()) {
            $0?.traceSummary ?? "no handling in progress"
        }
        codeAsked.isSet = step?.asksForCode ?? false
        return step
    }

    func decide(_ decision: RequestDecision) async -> PushStep {
        await handOver("decide(\(decision))", await base.decide(decision))
    }

    func confirm(withPin pin: SecretInput) async -> PushStep {
        await handOver("confirm(withPin: \(pin.count) characters)", await base.confirm(withPin: pin))
    }

    func confirmWithSensor(_ result: BiometricResult) async -> PushStep {
        await handOver("confirmWithSensor(\(result))", await base.confirmWithSensor(result))
    }

    func confirm(withPassword password: SecretInput) async -> PushStep {
        await handOver(
            "confirm(withPassword: \(password.count) characters)", await base.confirm(withPassword: password))
    }

    func usePinInstead() async -> PushStep {
        await handOver("usePinInstead()", await base.usePinInstead())
    }

    func enterCode(_ code: OneTimeCode) async -> PushStep {
        await handOver("enterCode(\(code.digits.count) digits)", await base.enterCode(code))
    }

    func leavePending() async -> PushStep {
        await handOver("leavePending()", await base.leavePending())
    }

    /// A clock read, not a use case: not traced.
    func now() -> Int64 {
        base.now()
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }

    /// Runs the call between its two hops, and notes whether the step asks for a one-time code.
    private func handOver(_ request: String, _ operation: @autoclosure () async -> PushStep) async -> PushStep
    {
        let step = await trace.callNonThrowing(request, await operation()) { $0.traceSummary }
        codeAsked.isSet = step.asksForCode
        return step
    }
}

/// Whether the PushConfirmation screen waits for a one-time code: the interactor decorator notes
/// it from the step it hands back, and the view decorator then traces the line typed by its length,
/// since the code is typed at a visible prompt.
final class CodeAsked: Sendable {
    private let state = Mutex(false)

    /// True from a step asking for the code until the next step.
    var isSet: Bool {
        get { state.withLock { $0 } }
        set { state.withLock { $0 = newValue } }
    }
}

extension PushStep {
    /// What the step is, for an Interactor → Presenter hop; never a secret.
    fileprivate var traceSummary: String {
        switch self {
        case .decide(let request): "push request \(request.id) to decide"
        case .enterCode(let request): "one-time password for push request \(request.id) requested"
        case .enterPin(let request):
            "PIN requested (\(request.previousFailures) failed, \(request.remainingAttempts) left)"
        case .confirmWithSensor: "biometric check requested"
        case .enterPassword: "password requested"
        case .handled(let outcomes): "\(outcomes.count) push request(s) handled"
        case .failed(let error): "failed: \(error)"
        case .unanswerable: "a question push handling does not ask: cancelled"
        }
    }

    fileprivate var asksForCode: Bool {
        if case .enterCode = self { return true }
        return false
    }
}

/// Where PushConfirmation sends the person, each call traced as a Presenter → Router hop.
@MainActor
final class TracingPushConfirmationRouting: PushConfirmationRouting {
    private weak var base: (any PushConfirmationRouting)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any PushConfirmationRouting, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func pushConfirmationDidReachNextRequest(profileId: ProfileID) {
        trace.route("pushConfirmationDidReachNextRequest(profileId: \(profileId))")
        base?.pushConfirmationDidReachNextRequest(profileId: profileId)
    }

    func pushConfirmationDidFinish(profileId: ProfileID) {
        trace.route("pushConfirmationDidFinish(profileId: \(profileId))")
        base?.pushConfirmationDidFinish(profileId: profileId)
    }

    func sessionDidEnd(notice: RouteNotice) {
        trace.route("sessionDidEnd(notice:)")
        base?.sessionDidEnd(notice: notice)
    }
}

/// Sits between the PushConfirmation view and presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop — a line typed
/// while a one-time code is asked by its length only.
@MainActor
final class TracingPushConfirmationView: TracingView, PushConfirmationViewInterface,
    PushConfirmationPresenting
{
    private weak var view: (any PushConfirmationViewInterface)?
    private let codeAsked: CodeAsked

    /// Hands the view's calls to `presenter`; a line is hidden while `codeAsked` is set.
    init(presenter: any PushConfirmationPresenting, trace: ModuleTrace, codeAsked: CodeAsked) {
        self.codeAsked = codeAsked
        super.init(presenter: presenter, trace: trace)
    }

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any PushConfirmationViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    override func didSubmit(_ line: String) async {
        if codeAsked.isSet { handover.hideNextLine() }
        await super.didSubmit(line)
    }

    func showHeading(title: String, lines: [String]) {
        trace.show("showHeading(title: \(title), \(lines.count) lines)")
        view?.showHeading(title: title, lines: lines)
    }

    func showLines(_ lines: [String]) {
        // A request's message is the requester's text: only the number of lines is traced.
        trace.show("showLines(\(lines.count) lines)")
        view?.showLines(lines)
    }
}
