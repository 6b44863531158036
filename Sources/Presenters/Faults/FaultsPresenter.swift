import Interactors

/// `viper-auth faults`: lists, adds to or clears the home's fault plan and says what is in force.
@MainActor
package final class FaultsPresenter: FaultsPresenting {
    /// The view, held weakly: it owns this presenter.
    package weak var view: (any FaultsViewInterface)?
    private let interactor: any FaultsInteracting

    /// A presenter over `interactor`; the builder sets `view`.
    package init(interactor: any FaultsInteracting) {
        self.interactor = interactor
    }

    /// Does what `request` asks and prints what is in force, or why it could not.
    package func run(_ request: FaultsRequest) async -> CommandOutcome {
        do throws(AppError) {
            switch request {
            case .list:
                for line in FaultText.faults(try await interactor.faults()) { view?.showResult(line) }
            case .add(let fault):
                try await interactor.addFault(fault)
                view?.showResult(FaultText.added(fault))
            case .clear:
                try await interactor.clearFaults()
                view?.showResult(FaultText.cleared)
            }
            return .done
        } catch {
            view?.showFailure(CommandFailureText.line(command: FaultText.command(request), error))
            return .failed
        }
    }
}
