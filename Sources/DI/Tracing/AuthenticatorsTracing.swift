import Interactors
import Presenters
import Views

/// The Authenticators use cases, each traced as a Presenter → Interactor hop and its answer.
struct TracingAuthenticatorsInteractor: AuthenticatorsInteracting {
    let base: any AuthenticatorsInteracting
    let trace: ModuleTrace

    func authenticators(profileId: ProfileID) async throws(AppError) -> ProfileAuthenticators {
        try await trace.call(
            "authenticators(profileId: \(profileId))", await base.authenticators(profileId: profileId)
        ) { "\($0.registered.count) authenticator(s)" }
    }

    func startRegistration(of authenticator: Authenticator, profileId: ProfileID) async throws(AppError) {
        try await trace.call(
            "startRegistration(of: \(authenticator), profileId: \(profileId))",
            await base.startRegistration(of: authenticator, profileId: profileId)
        ) { "PIN requested" }
    }

    func remove(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> AuthenticatorRemovalOutcome
    {
        try await trace.call(
            "remove(\(authenticator), profileId: \(profileId))",
            await base.remove(authenticator, profileId: profileId)
        ) { "removed; \($0.remaining.registered.count) authenticator(s) left" }
    }

    func prefer(_ authenticator: Authenticator, profileId: ProfileID) async throws(AppError)
        -> ProfileAuthenticators
    {
        try await trace.call(
            "prefer(\(authenticator), profileId: \(profileId))",
            await base.prefer(authenticator, profileId: profileId)
        ) { "preferred: \($0.preferred)" }
    }

    func endSession(owner: SessionOwner) async -> LogoutOutcome {
        await trace.endSession(base, owner: owner)
    }
}

/// Where Authenticators sends the person, each call traced as a Presenter → Router hop.
@MainActor
final class TracingAuthenticatorsRouting: AuthenticatorsRouting {
    private weak var base: (any AuthenticatorsRouting)?
    private let trace: ModuleTrace

    /// Forwards to `base`, held weakly as the presenter holds its router.
    init(base: any AuthenticatorsRouting, trace: ModuleTrace) {
        self.base = base
        self.trace = trace
    }

    func authenticatorsNeedPin(profileId: ProfileID) {
        trace.route("authenticatorsNeedPin(profileId: \(profileId))")
        base?.authenticatorsNeedPin(profileId: profileId)
    }

    func authenticatorsDidFinish(profileId: ProfileID) {
        trace.route("authenticatorsDidFinish(profileId: \(profileId))")
        base?.authenticatorsDidFinish(profileId: profileId)
    }

    func sessionDidEnd(notice: RouteNotice) {
        trace.route("sessionDidEnd(notice:)")
        base?.sessionDidEnd(notice: notice)
    }
}

/// Sits between the Authenticators view and presenter: what the presenter shows is traced as a
/// Presenter → View hop, and what the view hands over as a View → Presenter hop.
@MainActor
final class TracingAuthenticatorsView: TracingView, AuthenticatorsViewInterface, AuthenticatorsPresenting {
    private weak var view: (any AuthenticatorsViewInterface)?

    /// Forwards what the presenter shows to `view`, held weakly as the presenter holds it; `loop`
    /// says which prompt each line answers.
    func attach(to view: any AuthenticatorsViewInterface, loop: ScreenLoop) {
        self.view = view
        attachShared(to: view, loop: loop)
    }

    func showHeading(title: String, lines: [String]) {
        trace.show("showHeading(title: \(title), \(lines.count) lines)")
        view?.showHeading(title: title, lines: lines)
    }

    func showMenu(_ menu: Menu<AuthenticatorsAction>) {
        trace.show("showMenu(\(menu.items.count) choices)")
        view?.showMenu(menu)
    }

    func showChoices<Choice>(_ question: String, _ choices: Menu<Choice>) {
        trace.show("showChoices(\(choices.items.count) choices)")
        view?.showChoices(question, choices)
    }

    func showSuccess(_ text: String) {
        trace.show("showSuccess(_:)")
        view?.showSuccess(text)
    }
}
