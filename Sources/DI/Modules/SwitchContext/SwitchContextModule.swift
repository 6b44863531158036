import Interactors
import Presenters
import Views

extension Container {
    /// Builds the SwitchContext module for `profileId`'s session: its presenter over the context use
    /// cases, its view, and the one back-reference.
    func makeSwitchContext(profileId: ProfileID, router: any SwitchContextRouting) -> any Screen {
        let interactor = traced(interactors.switchContext(self), in: .switchContext, ModuleTrace.traced)
        let presenter = SwitchContextPresenter(profileId: profileId, interactor: interactor, router: router)
        let view = SwitchContextView(
            presenter: presenter, terminal: terminal, headings: screenHeadings,
            trace: viewTrace(.switchContext))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
