import Interactors
import Presenters
import Views

/// Builds the PushConfirmation module for `profileId`'s session: its presenter over the handling
/// in progress, its view, and the one back-reference.
struct PushConfirmationModule {
    let interactor: any PushConfirmationInteracting
    let view: ViewParts

    @MainActor func build(profileId: ProfileID, router: any PushConfirmationRouting) -> any Screen {
        let presenter = PushConfirmationPresenter(
            profileId: profileId, interactor: interactor, router: router)
        let view = PushConfirmationView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.pushConfirmation))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
