/// The words of a command that could not start: the home or the server it was given cannot be
/// used. Every command, the interactive app too, starts through it.
@MainActor
package final class CommandStartPresenter: CommandStartPresenting {
    /// The view, held weakly: it owns this presenter.
    package weak var view: (any CommandStartViewInterface)?

    /// A presenter; the builder sets `view`.
    package init() {}

    /// Prints why the command could not start; it has failed.
    package func present(_ problem: CommandStartProblem) -> CommandOutcome {
        switch problem {
        case .home(let error):
            view?.showFailure("\(CommandFailureText.program): \(ErrorPresentation(error).message)")
        case .serverVariable(let variable, let value, let expected):
            view?.showFailure(
                "\(CommandFailureText.program): invalid value '\(value)' for \(variable): expected \(expected)"
            )
        }
        return .failed
    }
}
