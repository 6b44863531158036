import Interactors
import Presenters
import Views

/// Builds the Authenticators module for `profileId`'s session: its presenter over the
/// authenticator use cases, showing `notice` first, its view, and the one back-reference.
struct AuthenticatorsModule {
    let interactor: any AuthenticatorsInteracting
    let view: ViewParts

    @MainActor func build(profileId: ProfileID, notice: RouteNotice?, router: any AuthenticatorsRouting)
        -> any Screen
    {
        let presenter = AuthenticatorsPresenter(
            profileId: profileId, notice: notice, interactor: interactor, router: router)
        let view = AuthenticatorsView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.authenticators))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
