import Interactors

/// `viper-auth clock`: shows, advances or resets the home's clock and prints where it stands.
@MainActor
package final class ClockPresenter: ClockPresenting {
    /// The view, held weakly: it owns this presenter.
    package weak var view: (any ClockViewInterface)?
    private let interactor: any ClockInteracting

    /// A presenter over `interactor`; the builder sets `view`.
    package init(interactor: any ClockInteracting) {
        self.interactor = interactor
    }

    /// Does what `request` asks and prints where the clock stands, or why it could not.
    package func run(_ request: ClockRequest) async -> CommandOutcome {
        do throws(AppError) {
            switch request {
            case .show:
                view?.showResult(ClockText.clock(try await interactor.clockReading()))
            case .advance(let seconds):
                let reading = try await interactor.advanceClock(bySeconds: seconds)
                view?.showResult(ClockText.advanced(by: seconds, to: reading))
            case .reset:
                let reset = try await interactor.resetClock()
                view?.showResult(ClockText.reset(to: reset.reading))
                if reset.wasAhead { view?.showNote(ClockText.resetWarning) }
            }
            return .done
        } catch {
            view?.showFailure(CommandFailureText.line(command: ClockText.command(request), error))
            return .failed
        }
    }
}
