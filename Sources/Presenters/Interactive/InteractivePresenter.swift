/// The end of the interactive app (`viper-auth` with no command): its last words, and whether it
/// ended well. The screens between are the router's modules.
@MainActor
package final class InteractivePresenter: InteractivePresenting {
    /// The view, held weakly: it owns this presenter.
    package weak var view: (any InteractiveViewInterface)?

    /// A presenter; the builder sets `view`.
    package init() {}

    /// Quit, or input ended after the app started: done; input ended at the start-up error
    /// screen: the app never started, a failure.
    package func present(_ end: InteractiveEnd) -> CommandOutcome {
        switch end {
        case .quit:
            view?.showFarewell(["Goodbye."])
            return .done
        case .endOfInput(let started):
            view?.showFarewell(["", "End of input. Goodbye."])
            return started ? .done : .failed
        }
    }
}
