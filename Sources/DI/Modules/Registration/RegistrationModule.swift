import Interactors
import Presenters
import Views

/// Builds the Registration module: its presenter over the registration use cases, its view, and
/// the one back-reference.
struct RegistrationModule {
    let interactor: any RegistrationInteracting
    let view: ViewParts

    @MainActor func build(router: any RegistrationRouting) -> any Screen {
        let presenter = RegistrationPresenter(interactor: interactor, router: router)
        let view = RegistrationView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.registration))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
