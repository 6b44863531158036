import Interactors
import Presenters
import Views

extension Container {
    /// Builds the Welcome module: its presenter over the Welcome use cases, showing `notice` first,
    /// its view, and the one back-reference.
    func makeWelcome(notice: RouteNotice?, router: any WelcomeRouting) -> any Screen {
        let interactor = traced(interactors.welcome(self), in: .welcome, ModuleTrace.traced)
        let presenter = WelcomePresenter(notice: notice, interactor: interactor, router: router)
        let view = WelcomeView(
            presenter: presenter, terminal: terminal, headings: screenHeadings, trace: viewTrace(.welcome))
        presenter.view = view  // the one back-reference: presenter → view, weak
        return view
    }
}
