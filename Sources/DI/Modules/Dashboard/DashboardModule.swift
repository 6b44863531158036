import Interactors
import Presenters
import Views

extension Container {
    /// Builds the Dashboard module for `owner`'s session, a profile's or the stateless one: its
    /// presenter over the dashboard use cases, showing `notice` first, its view, and the one
    /// back-reference.
    func makeDashboard(owner: SessionOwner, notice: RouteNotice?, router: any DashboardRouting) -> any Screen
    {
        let interactor = traced(interactors.dashboard(self), in: .dashboard, ModuleTrace.traced)
        let presenter = DashboardPresenter(
            owner: owner, notice: notice, interactor: interactor, router: router)
        let view = DashboardView(
            presenter: presenter, terminal: terminal, headings: screenHeadings, trace: viewTrace(.dashboard))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
