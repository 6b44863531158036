import Interactors
import Presenters
import Views

/// Profile's use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingProfileInteractor: ProfileInteracting {
    let base: any ProfileInteracting
    let trace: ModuleTrace

    func devices(profileId: ProfileID) async throws(AppError) -> [ProfileDevice] {
        try await trace.call("devices(profileId: \(profileId))", await base.devices(profileId: profileId)) {
            "\($0.count) device(s)"
        }
    }

    func idToken(profileId: ProfileID) async throws(AppError) -> IdToken {
        try await trace.call("idToken(profileId: \(profileId))", await base.idToken(profileId: profileId)) {
            "ID token, \($0.claims.count) claims"
        }
    }

    func startPinChange(profileId: ProfileID) async throws(AppError) {
        try await trace.call(
            "startPinChange(profileId: \(profileId))", await base.startPinChange(profileId: profileId)
        ) { "current PIN requested" }
    }

    func disconnect(profileId: ProfileID) async throws(AppError) -> DisconnectOutcome {
        try await trace.call(
            "disconnect(profileId: \(profileId))", await base.disconnect(profileId: profileId)
        ) {
            "disconnect: \($0)"
        }
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }
}

/// Where Profile sends the person, each call traced as a Presenter → Router hop.
@MainActor
final class TracingProfileRouting: ProfileRouting {
    private weak var base: (any ProfileRouting)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any ProfileRouting, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func profileNeedsCurrentPin(profileId: ProfileID) {
        trace.route("profileNeedsCurrentPin(profileId: \(profileId))")
        base?.profileNeedsCurrentPin(profileId: profileId)
    }

    func profileDidFinish(profileId: ProfileID) {
        trace.route("profileDidFinish(profileId: \(profileId))")
        base?.profileDidFinish(profileId: profileId)
    }

    func profileDidDisconnect(notice: RouteNotice) {
        trace.route("profileDidDisconnect(notice:)")
        base?.profileDidDisconnect(notice: notice)
    }

    func sessionDidEnd(notice: RouteNotice) {
        trace.route("sessionDidEnd(notice:)")
        base?.sessionDidEnd(notice: notice)
    }
}

/// Sits between the Profile view and presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop. The answer to
/// the disconnect question is traced by its length only: whatever was typed by mistake there
/// stays off the screen and out of the trace.
@MainActor
final class TracingProfileView: TracingView, ProfileViewInterface, ProfilePresenting {
    private weak var view: (any ProfileViewInterface)?

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any ProfileViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    func showTitle(_ title: String) {
        trace.show("showTitle(\(title))")
        view?.showTitle(title)
    }

    func showMenu(_ menu: Menu<ProfileAction>) {
        trace.show("showMenu(\(menu.items.count) choices)")
        view?.showMenu(menu)
    }

    func showDevices(_ lines: [String]) {
        trace.show("showDevices(\(lines.count) lines)")
        view?.showDevices(lines)
    }

    func showDetails(heading: String, lines: [String]) {
        trace.show("showDetails(heading: \(heading), \(lines.count) lines)")
        view?.showDetails(heading: heading, lines: lines)
    }

    func askToConfirm(_ question: String, prompt: Prompt) {
        trace.show("askToConfirm(_:prompt:)")
        handover.hideNextLine()
        view?.askToConfirm(question, prompt: prompt)
    }
}
