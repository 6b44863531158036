import Interactors
import Presenters
import Views

/// Builds the Dashboard module for `owner`'s session, a profile's or the stateless one: its
/// presenter over the dashboard use cases, showing `notice` first, its view, and the one
/// back-reference.
struct DashboardModule {
    let interactor: any DashboardInteracting
    let view: ViewParts

    @MainActor func build(owner: SessionOwner, notice: RouteNotice?, router: any DashboardRouting)
        -> any Screen
    {
        let presenter = DashboardPresenter(
            owner: owner, notice: notice, interactor: interactor, router: router)
        let view = DashboardView(
            presenter: presenter, terminal: view.terminal, headings: view.headings,
            trace: view.trace(.dashboard))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
