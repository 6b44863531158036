import Interactors

/// `viper-auth simulate`: plays an attack and prints what the server answered.
/// Refusing the stolen token is the success: the server did its job.
@MainActor
package final class SimulatePresenter: SimulatePresenting {
    /// The view, held weakly: it owns this presenter.
    package weak var view: (any SimulateViewInterface)?
    private let interactor: any SimulateInteracting

    /// A presenter over `interactor`; the builder sets `view`.
    package init(interactor: any SimulateInteracting) {
        self.interactor = interactor
    }

    /// Plays the attack `request` names and prints what the server answered.
    package func run(_ request: SimulateRequest) async -> CommandOutcome {
        switch request {
        case .stolenRefreshToken(let profile): await stealRefreshToken(of: profile)
        }
    }

    private func stealRefreshToken(of profile: String) async -> CommandOutcome {
        do throws(AppError) {
            let answer = try await interactor.run(profile: profile)
            switch answer.outcome {
            case .refused:
                view?.showResult(SimulateText.stolenTokenAnswer(answer))
                return .done
            case .noRotatedToken, .accepted:
                view?.showFailure(SimulateText.failure(SimulateText.stolenTokenAnswer(answer)))
                return .failed
            }
        } catch {
            view?.showFailure(SimulateText.failure(SimulateText.stolenTokenFailure(error)))
            return .failed
        }
    }
}
