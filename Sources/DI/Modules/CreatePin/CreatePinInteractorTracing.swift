import Interactors
import Presenters

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

    func currentStep() async -> NewPinStep {
        await trace.callNonThrowing("currentStep()", await base.currentStep(), returning: Self.describe)
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
