import Interactors

/// `viper-auth push`: queues a request through the push service and, with `--wait`, prints how the
/// app answered it. The word or code a script reads is the result; the rest are notes.
@MainActor
package final class PushPresenter: PushPresenting {
    /// The view, held weakly: it owns this presenter.
    package weak var view: (any PushViewInterface)?
    private let interactor: any PushInteracting

    /// A presenter over `interactor`; the builder sets `view`.
    package init(interactor: any PushInteracting) {
        self.interactor = interactor
    }

    /// Queues `request`, follows it with `--wait`, and prints the word or code a script reads.
    package func run(_ request: PushCommandRequest) async -> PushCommandOutcome {
        do throws(PushSendError) {
            switch request.kind {
            case .oneTimePassword:
                let queued = try await interactor.queueOneTimePassword(
                    profile: request.profile, timeToLive: request.timeToLive)
                view?.showNote(PushText.codeQueued(queued))
                view?.showResult(queued.code ?? "")
                return .done
            case .confirmation(let message, nil):
                let queued = try await interactor.queue(
                    profile: request.profile, message: message, timeToLive: request.timeToLive)
                view?.showResult(PushText.queued(queued))
                return .done
            case .confirmation(let message, .some(let seconds)):
                let queued = try await interactor.queue(
                    profile: request.profile, message: message, timeToLive: request.timeToLive)
                view?.showNote(PushText.waiting(for: queued, seconds: seconds))
                let answer = try await interactor.waitForAnswer(requestId: queued.id, seconds: seconds)
                view?.showResult(answer.rawValue)
                return Self.outcome(of: answer)
            }
        } catch {
            view?.showFailure(CommandFailureText.line(command: "push", PushText.message(for: error)))
            // A message the app must not show is a bad command line, as an empty one is.
            return error == .messageHasControlCharacters ? .refused : .failed
        }
    }

    /// The outcome of a waited-for answer.
    static func outcome(of answer: PushAnswer) -> PushCommandOutcome {
        switch answer {
        case .accepted: .done
        case .denied: .denied
        case .expired: .expired
        case .pending: .unanswered
        }
    }
}
