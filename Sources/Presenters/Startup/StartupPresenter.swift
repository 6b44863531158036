import Interactors

/// Starts the engine, then goes on to the restored session's dashboard or to Welcome; when the
/// engine cannot start it shows why and offers to retry.
@MainActor
package final class StartupPresenter: StartupPresenting {
    /// The screen; set once by the module builder, held weakly (the view owns this presenter).
    package weak var view: (any StartupViewInterface)?
    private weak var router: (any StartupRouting)?
    private let interactor: any StartupInteracting

    /// The only menu this screen has.
    let menu = Menu([Menu.Item(StartupAction.retry, keyword: "retry", title: "Retry")])

    /// A presenter that starts the engine through `interactor` and reports to `router`.
    package init(interactor: any StartupInteracting, router: any StartupRouting) {
        self.interactor = interactor
        self.router = router
    }

    /// Starts the engine at once: start-up asks nothing unless it fails.
    package func viewDidLoad() async {
        await start()
    }

    /// Starts the engine again.
    package func didChoose(_ action: StartupAction) async {
        switch action {
        case .retry: await start()
        }
    }

    /// Nothing is in progress between attempts, so the run simply ends.
    package func viewDidReachEndOfInput() async {}

    private func start() async {
        view?.showProgress(StartupText.progress)
        let outcome: StartupOutcome
        do throws(AppError) {
            outcome = try await interactor.start()
        } catch {
            view?.hideProgress()
            view?.showStartFailure(title: StartupText.title, ErrorPresentation(error), menu: menu)
            return
        }
        view?.hideProgress()
        // Said here, once, whichever screen comes next.
        for removal in outcome.removedProfiles {
            view?.showNotice(ProfileRemovalText.notice(for: removal))
        }
        switch outcome.restore {
        case .restored(let profileId):
            router?.startupDidRestoreSession(profileId: profileId)
        case .noSession(let discarded):
            router?.startupFoundNoSession(notice: discarded.map(RouteNotice.sessionDiscarded))
        }
    }
}
