import Presenters

/// A call of one of the verbs every view interface shares (`ViewInterface`), as a seam spy
/// records it.
enum SharedViewCall: Equatable, Sendable {
    case ask(Prompt)
    case showProgress(String)
    case hideProgress
    case showError(ErrorMessage)
    case showNotice(String)
}

/// A seam spy's own record of a call, able to hold a shared view verb; a spy's `Call` enum
/// conforms with a `case shared(SharedViewCall)`.
protocol SharedViewCallHolding: Equatable, Sendable {
    /// `call` as one of the spy's own records.
    static func shared(_ call: SharedViewCall) -> Self
}

/// A seam spy standing as a module's view: the verbs every view shares are recorded into its log
/// here, once, so each spy declares only its module's own verbs.
@MainActor
protocol SharedViewRecording: ViewInterface {
    associatedtype Call: SharedViewCallHolding
    /// Where the calls that reach the spy are recorded.
    var log: DecoratorLog<Call> { get }
}

extension SharedViewRecording {
    func ask(_ prompt: Prompt) { log.record(.shared(.ask(prompt))) }
    func showProgress(_ message: String) { log.record(.shared(.showProgress(message))) }
    func hideProgress() { log.record(.shared(.hideProgress)) }
    func showError(_ message: ErrorMessage) { log.record(.shared(.showError(message))) }
    func showNotice(_ text: String) { log.record(.shared(.showNotice(text))) }
}
