import Interactors
import Presenters
import Views

extension Container {
    /// Builds the Profile module for `profileId`'s session: its presenter over the profile use cases,
    /// showing `notice` first, its view, and the one back-reference.
    func makeProfile(profileId: ProfileID, notice: RouteNotice?, router: any ProfileRouting) -> any Screen {
        let interactor = traced(interactors.profile(self), in: .profile, ModuleTrace.traced)
        let presenter = ProfilePresenter(
            profileId: profileId, notice: notice, interactor: interactor, router: router)
        let view = ProfileView(
            presenter: presenter, terminal: terminal, headings: screenHeadings, trace: viewTrace(.profile))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
