import Interactors
import Presenters
import Views

extension Container {
    /// Builds the Registration module: its presenter over the registration use cases, its view, and
    /// the one back-reference.
    func makeRegistration(router: any RegistrationRouting) -> any Screen {
        let interactor = traced(interactors.registration(self), in: .registration, ModuleTrace.traced)
        let presenter = RegistrationPresenter(interactor: interactor, router: router)
        let view = RegistrationView(
            presenter: presenter, terminal: terminal, headings: screenHeadings,
            trace: viewTrace(.registration))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
