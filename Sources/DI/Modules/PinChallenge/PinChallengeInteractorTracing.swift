import Interactors
import Presenters

/// The PIN check's use cases on any of its routes, each traced as a Presenter → Interactor hop and
/// the step that came back; a PIN or password by its length only.
///
/// `Outcome` is the route's success, named by `success`. `Sessions` is what ends a session on a
/// route whose screen needs one (`any SessionEnding`, and the decorator is then `SessionEnding`
/// too), or `Void` on a login's, which has none: one decorator for the five routes.
struct TracingPinChallengeInteractor<Outcome: Equatable & Sendable, Sessions: Sendable>:
    PinChallengeInteracting
{
    let base: any PinChallengeInteracting<Outcome>
    let sessions: Sessions
    let trace: ModuleTrace
    /// Names the route's success in a trace line; never a secret.
    let success: @Sendable (Outcome) -> String

    func currentStep() async -> PinEntryStep<Outcome> {
        await trace.callNonThrowing("currentStep()", await base.currentStep(), returning: describe)
    }

    func answer(_ secret: SecretInput) async -> PinEntryStep<Outcome> {
        await trace.callNonThrowing(
            "answer(\(secret.count) characters, hidden)", await base.answer(secret), returning: describe)
    }

    func confirmBiometric(_ result: BiometricResult) async -> PinEntryStep<Outcome> {
        await trace.callNonThrowing(
            "confirmBiometric(\(result))", await base.confirmBiometric(result), returning: describe)
    }

    func decline() async -> PinEntryStep<Outcome> {
        await trace.callNonThrowing("decline()", await base.decline(), returning: describe)
    }

    func cancel() async {
        await trace.callNonThrowing("cancel()", await base.cancel()) { "cancelled" }
    }

    /// The step, never a secret.
    private func describe(_ step: PinEntryStep<Outcome>) -> String {
        switch step {
        case .enterPin(let request):
            "PIN requested (\(request.previousFailures) failed, \(request.remainingAttempts) left)"
        case .touchSensor: "biometric check requested"
        case .enterPassword(let failed): failed ? "password requested again (wrong)" : "password requested"
        case .choosePassword: "new password requested"
        case .succeeded(let outcome): success(outcome)
        case .failed(let error): "failed: \(error)"
        }
    }
}

extension TracingPinChallengeInteractor where Sessions == Void {
    /// The login's use cases over `base`, traced on `trace`.
    init(
        base: any PinChallengeInteracting<Outcome>, trace: ModuleTrace,
        success: @escaping @Sendable (Outcome) -> String
    ) {
        self.init(base: base, sessions: (), trace: trace, success: success)
    }
}

extension TracingPinChallengeInteractor: SessionEnding where Sessions == any SessionEnding {
    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(sessions, owner: owner)
    }
}

/// Where every PIN-check route can send the person; `AppRouter` answers them all.
typealias PinChallengeRoutes = PinChallengeRouting & ChangePinCurrentRouting & RegisterAuthenticatorRouting
