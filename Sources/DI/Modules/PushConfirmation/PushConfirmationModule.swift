import Interactors
import Presenters
import Views

extension Container {
    /// Builds the PushConfirmation module for `handling`, a profile's push requests: its presenter
    /// over the handling, its view, and the one back-reference.
    func makePushConfirmation(handling: PushHandling, router: any PushConfirmationRouting) -> any Screen {
        let interactor = traced(
            interactors.pushConfirmation(self, handling), in: .pushConfirmation, ModuleTrace.traced)
        let presenter = PushConfirmationPresenter(
            handling: handling, interactor: interactor, router: router)
        let view = PushConfirmationView(
            presenter: presenter, terminal: terminal, headings: screenHeadings,
            trace: viewTrace(.pushConfirmation))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
