import Interactors
import Presenters
import Views

/// Builds the Profile module for `profileId`'s session: its presenter over the profile use cases,
/// showing `notice` first, its view, and the one back-reference.
struct ProfileModule {
    let interactor: any ProfileInteracting
    let view: ViewParts

    @MainActor func build(profileId: ProfileID, notice: RouteNotice?, router: any ProfileRouting)
        -> any Screen
    {
        let presenter = ProfilePresenter(
            profileId: profileId, notice: notice, interactor: interactor, router: router)
        let view = ProfileView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.profile))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
