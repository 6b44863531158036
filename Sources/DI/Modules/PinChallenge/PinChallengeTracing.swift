import Interactors
import Presenters
import Views

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

    func currentStep() async -> PinEntryStep<Outcome>? {
        await trace.callNonThrowing("currentStep()", await base.currentStep()) { step in
            step.map(describe) ?? "no flow in progress"
        }
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

/// Where a PIN check sends the person, on any of its routes, each call traced as a Presenter →
/// Router hop; a route's presenter reaches only its own routing protocol's calls.
@MainActor
final class TracingPinChallengeRouting: PinChallengeRoutes {
    private weak var base: (any PinChallengeRoutes)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any PinChallengeRoutes, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func pinChallengeDidDeregister(notice: RouteNotice) {
        trace.route("pinChallengeDidDeregister(notice:)")
        base?.pinChallengeDidDeregister(notice: notice)
    }

    func pinChallengeDidSignIn(owner: SessionOwner) {
        trace.route("pinChallengeDidSignIn(owner: \(ModuleTrace.describe(owner)))")
        base?.pinChallengeDidSignIn(owner: owner)
    }

    func pinChallengeDidEnd(notice: RouteNotice?) {
        trace.route("pinChallengeDidEnd(notice:)")
        base?.pinChallengeDidEnd(notice: notice)
    }

    func changePinCurrentDidAcceptPin(profileId: ProfileID) {
        trace.route("changePinCurrentDidAcceptPin(profileId: \(profileId))")
        base?.changePinCurrentDidAcceptPin(profileId: profileId)
    }

    func changePinCurrentDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        trace.route("changePinCurrentDidEnd(profileId: \(profileId), notice:)")
        base?.changePinCurrentDidEnd(profileId: profileId, notice: notice)
    }

    func registerAuthenticatorDidRegister(profileId: ProfileID, notice: RouteNotice) {
        trace.route("registerAuthenticatorDidRegister(profileId: \(profileId), notice:)")
        base?.registerAuthenticatorDidRegister(profileId: profileId, notice: notice)
    }

    func registerAuthenticatorDidEnd(profileId: ProfileID, notice: RouteNotice?) {
        trace.route("registerAuthenticatorDidEnd(profileId: \(profileId), notice:)")
        base?.registerAuthenticatorDidEnd(profileId: profileId, notice: notice)
    }

    func sessionDidEnd(notice: RouteNotice) {
        trace.route("sessionDidEnd(notice:)")
        base?.sessionDidEnd(notice: notice)
    }
}

/// Sits between the PinChallenge view and its presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop — a PIN or
/// password, typed at a secret prompt, by its length.
@MainActor
final class TracingPinChallengeView: TracingView, PinChallengeViewInterface, PinChallengePresenting {
    private weak var view: (any PinChallengeViewInterface)?

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any PinChallengeViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    func showHeading(title: String, lines: [String]) {
        trace.show("showHeading(title: \(title), \(lines.count) lines)")
        view?.showHeading(title: title, lines: lines)
    }

    func showLines(_ lines: [String]) {
        trace.show("showLines(\(lines.count) lines)")
        view?.showLines(lines)
    }
}
