import Interactors
import Presenters
import Views

extension Container {
    /// Builds the Authenticators module for `profileId`'s session: its presenter over the
    /// authenticator use cases, showing `notice` first, its view, and the one back-reference.
    func makeAuthenticators(profileId: ProfileID, notice: RouteNotice?, router: any AuthenticatorsRouting)
        -> any Screen
    {
        let interactor = traced(interactors.authenticators(self), in: .authenticators, ModuleTrace.traced)
        let presenter = AuthenticatorsPresenter(
            profileId: profileId, notice: notice, interactor: interactor, router: router)
        let view = AuthenticatorsView(
            presenter: presenter, terminal: terminal, headings: screenHeadings,
            trace: viewTrace(.authenticators))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
