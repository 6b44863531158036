import Interactors
import Presenters
import Views

/// The new-PIN use cases on either of its routes, each traced as a Presenter → Interactor hop and
/// what came back; a PIN by its length only, and the rules it breaks by their number (which rules
/// would say something about the PIN).
///
/// `Sessions` is what ends a session on the PIN change's route (`any SessionEnding`, and the
/// decorator is then `ChangePinNewInteracting`), or `Void` on a registration's, which has none.
struct TracingCreatePinInteractor<Sessions: Sendable>: CreatePinInteracting {
    let base: any CreatePinInteracting
    let sessions: Sessions
    let trace: ModuleTrace

    func currentStep() async -> NewPinStep? {
        await trace.callNonThrowing("currentStep()", await base.currentStep()) { step in
            step.map(Self.describe) ?? "no flow in progress"
        }
    }

    func brokenRules(of pin: SecretInput, under rules: PinRules) -> [PinRule] {
        trace.hop(.presenter, .interactor, "brokenRules(of: \(pin.count) characters, hidden)")
        let broken = base.brokenRules(of: pin, under: rules)
        trace.hop(.interactor, .presenter, "rules broken: \(broken.count)")
        return broken
    }

    func choose(_ pin: SecretInput) async -> NewPinStep {
        await trace.callNonThrowing(
            "choose(\(pin.count) characters, hidden)", await base.choose(pin), returning: Self.describe)
    }

    func cancel() async {
        await trace.callNonThrowing("cancel()", await base.cancel()) { "cancelled" }
    }

    /// The step, never a secret nor which rule refused the previous PIN.
    private static func describe(_ step: NewPinStep) -> String {
        switch step {
        case .chooseNewPin(let request):
            request.previousProblem == nil ? "new PIN requested" : "new PIN requested again (refused)"
        case .succeeded(let session): "PIN set, \(ModuleTrace.describe(session.owner)) signed in"
        case .failed(let error): "failed: \(error)"
        }
    }
}

extension TracingCreatePinInteractor where Sessions == Void {
    /// A registration's new-PIN use cases over `base`, traced on `trace`.
    init(base: any CreatePinInteracting, trace: ModuleTrace) {
        self.init(base: base, sessions: (), trace: trace)
    }
}

extension TracingCreatePinInteractor: SessionEnding, ChangePinNewInteracting
where Sessions == any SessionEnding {
    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(sessions, owner: owner)
    }
}

/// Where either new-PIN route can send the person; `AppRouter` answers both.
typealias CreatePinRoutes = CreatePinRouting & ChangePinNewRouting

/// Where a new PIN sends the person, on either route, each call traced as a Presenter → Router hop.
@MainActor
final class TracingCreatePinRouting: CreatePinRoutes {
    private weak var base: (any CreatePinRoutes)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any CreatePinRoutes, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func createPinDidSignIn(owner: SessionOwner) {
        trace.route("createPinDidSignIn(owner: \(ModuleTrace.describe(owner)))")
        base?.createPinDidSignIn(owner: owner)
    }

    func createPinDidEnd(notice: RouteNotice?) {
        trace.route("createPinDidEnd(notice:)")
        base?.createPinDidEnd(notice: notice)
    }

    func changePinNewDidChangePin(profileId: ProfileID) {
        trace.route("changePinNewDidChangePin(profileId: \(profileId))")
        base?.changePinNewDidChangePin(profileId: profileId)
    }

    func changePinNewDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        trace.route("changePinNewDidEnd(profileId: \(profileId), notice:)")
        base?.changePinNewDidEnd(profileId: profileId, notice: notice)
    }

    func sessionDidEnd(notice: RouteNotice) {
        trace.route("sessionDidEnd(notice:)")
        base?.sessionDidEnd(notice: notice)
    }
}

/// Sits between the CreatePin view and its presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop — a PIN, typed at
/// a secret prompt, by its length.
@MainActor
final class TracingCreatePinView: TracingView, CreatePinViewInterface, CreatePinPresenting {
    private weak var view: (any CreatePinViewInterface)?

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any CreatePinViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    func showHeading(title: String, lines: [String]) {
        trace.show("showHeading(title: \(title), \(lines.count) lines)")
        view?.showHeading(title: title, lines: lines)
    }

    func showSuccess(_ message: String) {
        // The sentence names the person: only the call is traced.
        trace.show("showSuccess(_:)")
        view?.showSuccess(message)
    }
}
