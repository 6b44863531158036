import Interactors
import Presenters
import Views

/// Builds the SwitchContext module for `profileId`'s session: its presenter over the context use
/// cases, its view, and the one back-reference.
struct SwitchContextModule {
    let interactor: any SwitchContextInteracting
    let view: ViewParts

    @MainActor func build(profileId: ProfileID, router: any SwitchContextRouting) -> any Screen {
        let presenter = SwitchContextPresenter(profileId: profileId, interactor: interactor, router: router)
        let view = SwitchContextView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.switchContext))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
