import Interactors

/// Lists the account's memberships and moves the session to the one chosen by number; the server
/// issues a new access token for it. An empty line goes back; a session found over ends through
/// `SessionEndPolicy`.
@MainActor
public final class SwitchContextPresenter: SwitchContextPresenting {
    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    public weak var view: (any SwitchContextViewInterface)?
    private weak var router: (any SwitchContextRouting)?
    private let interactor: any SwitchContextInteracting
    private let tracer: Tracer
    private let sessionEnd: SessionEndPolicy
    private let profileId: String?
    /// The list shown, or nil while it could not be loaded (the prompt then offers a retry).
    private var memberships: [Membership]?

    /// A presenter for the session of `profileId` that works through `interactor` and reports to
    /// `router`.
    public init(
        profileId: String?, interactor: any SwitchContextInteracting, router: any SwitchContextRouting,
        tracer: Tracer
    ) {
        self.profileId = profileId
        self.interactor = interactor
        self.router = router
        self.tracer = tracer
        sessionEnd = SessionEndPolicy(
            profileId: profileId, interactor: interactor, router: router, tracer: tracer,
            module: "SwitchContext")
    }

    /// Loads and shows the memberships.
    public func viewDidLoad() async {
        tracer.hop(.view, .presenter, in: "SwitchContext", "screen loaded")
        guard profileId != nil else {
            // The router always names the profile; without one there is no session to switch.
            await sessionEnd.endsSession(after: .notLoggedIn)
            return
        }
        await loadMemberships()
    }

    /// Handles a number, an empty line (back) or, after a failed load, `retry`.
    public func didSubmit(_ line: String) async {
        let input = line.trimmingCharacters()
        tracer.hop(.view, .presenter, in: "SwitchContext", "answer \"\(input)\"")
        guard let profileId else { return }
        if input.isEmpty {
            tracer.hop(.presenter, .router, in: "SwitchContext", "back without switching")
            router?.switchContextDidCancel(profileId: profileId)
            return
        }
        guard let memberships else {
            if input.lowercased() == SwitchContextText.retryKeyword {
                await loadMemberships()
            } else {
                view?.showProblem(SwitchContextText.notRetry)
            }
            return
        }
        // Compared before subtracting, so no typed number can overflow `number - 1`.
        guard let number = Int(input), number >= 1, number <= memberships.count else {
            view?.showProblem(SwitchContextText.notANumber(count: memberships.count))
            return
        }
        await switchContext(profileId: profileId, to: memberships[number - 1])
    }

    /// Nothing is in progress; the session stays as it was.
    public func viewDidReachEndOfInput() async {
        tracer.hop(.view, .presenter, in: "SwitchContext", "end of input")
    }

    private func loadMemberships() async {
        guard let profileId else { return }
        tracer.hop(.presenter, .interactor, in: "SwitchContext", "memberships of profile \(profileId)")
        do throws(AppError) {
            let loaded = try await interactor.memberships(profileId: profileId)
            tracer.hop(.interactor, .presenter, in: "SwitchContext", "\(loaded.count) memberships")
            memberships = loaded
            view?.showHeading(
                title: SwitchContextText.title,
                lines: [SwitchContextText.introduction(count: loaded.count)]
                    + loaded.map(SwitchContextText.line))
            view?.ask(SwitchContextText.choosePrompt)
        } catch {
            tracer.hop(.interactor, .presenter, in: "SwitchContext", "memberships failed: \(error)")
            memberships = nil
            if await endsSessionOrShows(error) { return }
            view?.ask(SwitchContextText.retryPrompt)
        }
    }

    private func switchContext(profileId: String, to membership: Membership) async {
        tracer.hop(
            .presenter, .interactor, in: "SwitchContext",
            "switch profile \(profileId) to membership \(membership.index + 1)")
        do throws(AppError) {
            let session = try await interactor.switchContext(profileId: profileId, to: membership.index)
            tracer.hop(.interactor, .presenter, in: "SwitchContext", "switched: new access token")
            tracer.hop(.presenter, .router, in: "SwitchContext", "switched")
            router?.switchContextDidSwitch(
                profileId: profileId, notice: SwitchContextText.switched(to: session))
        } catch {
            tracer.hop(.interactor, .presenter, in: "SwitchContext", "switch failed: \(error)")
            // Any other error leaves the list and the prompt as they were, so the person can retry.
            await endsSessionOrShows(error)
        }
    }

    /// Shows `error`, unless it means the session is over: then the policy ends it and leaves;
    /// true when it left.
    @discardableResult
    private func endsSessionOrShows(_ error: AppError) async -> Bool {
        if await sessionEnd.endsSession(after: error) { return true }
        view?.showError(ErrorPresentation(error))
        return false
    }
}
