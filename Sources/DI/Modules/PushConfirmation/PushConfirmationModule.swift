import Interactors
import Presenters
import Views

extension Container {
    /// Builds the PushConfirmation module for `profileId`'s session: its presenter over the handling
    /// in progress, its view, and the one back-reference.
    func makePushConfirmation(profileId: ProfileID, router: any PushConfirmationRouting) -> any Screen {
        let interactor = traced(interactors.pushConfirmation(self), in: .pushConfirmation, ModuleTrace.traced)
        let presenter = PushConfirmationPresenter(
            profileId: profileId, interactor: interactor, router: router)
        let view = PushConfirmationView(
            presenter: presenter, terminal: terminal, headings: screenHeadings,
            trace: viewTrace(.pushConfirmation))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
