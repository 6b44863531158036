import Interactors
import Presenters
import Views

/// SwitchContext's use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingSwitchContextInteractor: SwitchContextInteracting {
    let base: any SwitchContextInteracting
    let trace: ModuleTrace

    func memberships(profileId: ProfileID) async throws(AppError) -> [Membership] {
        try await trace.call(
            "memberships(profileId: \(profileId))", await base.memberships(profileId: profileId)
        ) { "\($0.count) memberships" }
    }

    func switchContext(profileId: ProfileID, to index: Int) async throws(AppError) -> UserSession {
        try await trace.call(
            "switchContext(profileId: \(profileId), to: \(index))",
            await base.switchContext(profileId: profileId, to: index)
        ) { _ in "switched: new access token" }
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }
}

/// Where SwitchContext sends the person, each call traced as a Presenter → Router hop.
@MainActor
final class TracingSwitchContextRouting: SwitchContextRouting {
    private weak var base: (any SwitchContextRouting)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any SwitchContextRouting, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func switchContextDidSwitch(profileId: ProfileID, notice: RouteNotice) {
        trace.route("switchContextDidSwitch(profileId: \(profileId), notice:)")
        base?.switchContextDidSwitch(profileId: profileId, notice: notice)
    }

    func switchContextDidCancel(profileId: ProfileID) {
        trace.route("switchContextDidCancel(profileId: \(profileId))")
        base?.switchContextDidCancel(profileId: profileId)
    }

    func sessionDidEnd(notice: RouteNotice) {
        trace.route("sessionDidEnd(notice:)")
        base?.sessionDidEnd(notice: notice)
    }
}

/// Sits between the SwitchContext view and presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop.
@MainActor
final class TracingSwitchContextView: TracingView, SwitchContextViewInterface, SwitchContextPresenting {
    private weak var view: (any SwitchContextViewInterface)?

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any SwitchContextViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    func showHeading(title: String, lines: [String]) {
        trace.show("showHeading(title: \(title), \(lines.count) lines)")
        view?.showHeading(title: title, lines: lines)
    }
}
