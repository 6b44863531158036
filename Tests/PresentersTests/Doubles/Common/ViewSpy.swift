import Presenters

/// The messages for the verbs every view interface shares; a spy's `Message` enum adopts it with
/// cases of these names (`case showProgress(String)`, `case hideProgress`, …), so the shared verbs
/// are recorded in the same sequence as the module's own. The questions a module asks are its own
/// view interface's, so its spy records them as its own messages.
protocol SharedViewMessages {
    static func showProgress(_ message: String) -> Self
    static var hideProgress: Self { get }
    static func showError(_ message: ErrorMessage) -> Self
    static func showNotice(_ text: String) -> Self
}

/// A view spy: it records each call as a `Message`. The shared verbs are recorded here once, as
/// `TerminalView` implements them once; each module's spy adds its own `show…` methods.
@MainActor
protocol ViewSpy: ViewInterface {
    associatedtype Message: SharedViewMessages
    func record(_ message: Message)
}

extension ViewSpy {
    func showProgress(_ message: String) { record(.showProgress(message)) }
    func hideProgress() { record(.hideProgress) }
    func showError(_ message: ErrorMessage) { record(.showError(message)) }
    func showNotice(_ text: String) { record(.showNotice(text)) }
}
