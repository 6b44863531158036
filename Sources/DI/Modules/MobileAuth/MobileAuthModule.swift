import Interactors
import Presenters
import Views

/// Builds the MobileAuth module for `profileId`'s session: its presenter over the enrollment and
/// push-request use cases, its view, and the one back-reference.
struct MobileAuthModule {
    let interactor: any MobileAuthInteracting
    let view: ViewParts

    @MainActor func build(profileId: ProfileID, router: any MobileAuthRouting) -> any Screen {
        let presenter = MobileAuthPresenter(profileId: profileId, interactor: interactor, router: router)
        let view = MobileAuthView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.mobileAuth))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
