import Interactors
import Presenters
import Views

extension Container {
    /// Builds the MobileAuth module for `profileId`'s session: its presenter over the enrollment and
    /// push-request use cases, its view, and the one back-reference.
    func makeMobileAuth(profileId: ProfileID, router: any MobileAuthRouting) -> any Screen {
        let interactor = traced(interactors.mobileAuth(self), in: .mobileAuth, ModuleTrace.traced)
        let presenter = MobileAuthPresenter(profileId: profileId, interactor: interactor, router: router)
        let view = MobileAuthView(
            presenter: presenter, terminal: terminal, headings: screenHeadings, trace: viewTrace(.mobileAuth))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
