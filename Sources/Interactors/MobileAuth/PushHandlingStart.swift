/// How the handling of the pending push requests starts: the Mobile authentication module's own
/// output, mapped from the engine's first push-handling step by its interactor.
package enum PushHandlingStart: Equatable, Sendable {
    /// A request waits for the person in `handling`; the PushConfirmation module built with it
    /// reads and answers it.
    case requestWaiting(PushHandling)
    /// The handling already ended, with these outcomes: none when nothing was pending.
    case handled([PushOutcome])
    /// The handling could not start; `.cancelled` when the engine cancelled it.
    case failed(AppError)
    /// The engine asked something push handling never asks; the handling was cancelled.
    case unanswerable
}
