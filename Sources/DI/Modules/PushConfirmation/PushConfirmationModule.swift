import Interactors
import Presenters
import Views

/// Builds the PushConfirmation module for a handling of a profile's requests: its presenter over
/// the handling, its view, and the one back-reference.
struct PushConfirmationModule {
    let interactor: @Sendable (PushHandling) -> any PushConfirmationInteracting
    let view: ViewParts

    @MainActor func build(handling: PushHandling, router: any PushConfirmationRouting) -> any Screen {
        let presenter = PushConfirmationPresenter(
            handling: handling, interactor: interactor(handling), router: router)
        let view = PushConfirmationView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.pushConfirmation))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
