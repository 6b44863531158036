import Interactors

/// Lists the account's memberships and moves the session to the one chosen by number; the server
/// issues a new access token for it. An empty line goes back; a session found over ends through
/// `SessionEndPolicy`.
@MainActor
package final class SwitchContextPresenter: SwitchContextPresenting {
    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    package weak var view: (any SwitchContextViewInterface)?
    private weak var router: (any SwitchContextRouting)?
    private let interactor: any SwitchContextInteracting
    private let sessionEnd: SessionEndPolicy
    private let profileId: ProfileID
    /// The list shown, or nil while it could not be loaded (the prompt then offers a retry).

    /// A presenter for the session of `profileId` (the stateless session has no memberships to
    /// switch) that works through `interactor` and reports to `router`.
    package init(
        profileId: ProfileID, interactor: any SwitchContextInteracting, router: any SwitchContextRouting
    ) {
        self.profileId = profileId
        self.interactor = interactor
        self.router = router
        sessionEnd = SessionEndPolicy(
            owner: .profile(profileId), interactor: interactor, router: router)
    }

    /// Loads and shows the memberships.
    package func viewDidLoad() async {
        await loadMemberships()
    }

    /// Switches to the membership chosen, or loads the memberships again.
    package func didChoose(_ choice: SwitchContextChoice) async {
        switch choice {
        case .membership(let membership): await switchContext(to: membership)
        case .retry: await loadMemberships()
        }
    }

    /// Back to the dashboard, the session as it was.
    package func didGoBack() async {
        router?.dashboardScreenDidFinish(profileId: profileId)
    }

    /// Nothing is in progress; the session stays as it was.
    package func viewDidReachEndOfInput() async {}

    private func loadMemberships() async {
        do throws(AppError) {
            let loaded = try await interactor.memberships(profileId: profileId)
            view?.showHeading(
                title: SwitchContextText.title,
                lines: [SwitchContextText.introduction(count: loaded.count)]
                    + loaded.map(SwitchContextText.line))
            view?.ask(SwitchContextText.membershipQuestion(loaded))
        } catch {
            if await sessionEnd.endsSessionOrShows(error, on: view) { return }
            view?.ask(SwitchContextText.retryQuestion)
        }
    }

    private func switchContext(to membership: Membership) async {
        do throws(AppError) {
            // The session now acts in the membership chosen; the dashboard reads the rest of it.
            _ = try await interactor.switchContext(profileId: profileId, to: membership.index)
            router?.switchContextDidSwitch(profileId: profileId, notice: .contextSwitched(membership))
        } catch {
            // Any other error leaves the list and the prompt as they were, so the person can retry.
            await sessionEnd.endsSessionOrShows(error, on: view)
        }
    }
}
