import Interactors
import Presenters
import Views

/// SwitchContext's use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingSwitchContextInteractor: SwitchContextInteracting {
    let base: any SwitchContextInteracting
    let trace: ModuleTrace

    func memberships(profileId: String) async throws(AppError) -> [Membership] {
        try await trace.call(
            "memberships(profileId: \(profileId))", await base.memberships(profileId: profileId)
        ) { "\($0.count) memberships" }
    }

    func switchContext(profileId: String, to index: Int) async throws(AppError) -> UserSession {
        try await trace.call(
            "switchContext(profileId: \(profileId), to: \(index))",
            await base.switchContext(profileId: profileId, to: index)
        ) { _ in "switched: new access token" }
    }

    func endSession(profileId: String?) async -> LogoutOutcome {
        await trace.endSession(base, profileId: profileId)
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

    func switchContextDidSwitch(profileId: String, notice: String) {
        trace.route("switchContextDidSwitch(profileId: \(profileId), notice:)")
        base?.switchContextDidSwitch(profileId: profileId, notice: notice)
    }

    func switchContextDidCancel(profileId: String) {
        trace.route("switchContextDidCancel(profileId: \(profileId))")
        base?.switchContextDidCancel(profileId: profileId)
    }

    func sessionDidEnd(notice: String) {
        trace.route("sessionDidEnd(notice:)")
        base?.sessionDidEnd(notice: notice)
    }
}

/// Sits between the SwitchContext view and presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop.
@MainActor
final class TracingSwitchContextView: SwitchContextViewInterface, SwitchContextPresenting {
    private weak var view: (any SwitchContextViewInterface)?
    private let handover: TracingHandover
    private let trace: ModuleTrace

    /// Hands the view's calls to `presenter`; `attach(to:loop:)` names the view.
    init(presenter: any SwitchContextPresenting, trace: ModuleTrace) {
        handover = TracingHandover(presenter: presenter, trace: trace)
        self.trace = trace
    }

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any SwitchContextViewInterface, loop: ScreenLoop) {
        self.view = view
        handover.loop = loop
    }

    func viewDidLoad() async { await handover.viewDidLoad() }
    func didSubmit(_ line: String) async { await handover.didSubmit(line) }
    func viewDidReachEndOfInput() async { await handover.viewDidReachEndOfInput() }

    func showHeading(title: String, lines: [String]) {
        trace.show("showHeading(title: \(title), \(lines.count) lines)")
        view?.showHeading(title: title, lines: lines)
    }

    func showError(_ presentation: ErrorPresentation) {
        trace.show("showError(\(presentation.title))")
        view?.showError(presentation)
    }

    func showProblem(_ message: String) {
        trace.show("showProblem(_:)")
        view?.showProblem(message)
    }

    func ask(_ prompt: Prompt) {
        trace.show("ask(\"\(prompt.label)\"\(prompt.isSecret ? ", secret" : ""))")
        view?.ask(prompt)
    }
}
