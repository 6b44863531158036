/// Where the Startup module sends the person once the engine has started.
@MainActor
public protocol StartupRouting: AnyObject {
    /// A stored session was valid, or renewed by one silent refresh.
    func startupDidRestoreSession(profileId: String)
    /// There was no usable session; `notice` says why when one was discarded.
    func startupFoundNoSession(notice: String?)
}

/// What the Startup screen shows: nothing while the engine starts (a spinner at most), and a
/// Retry-only screen when it cannot start.
@MainActor
public protocol StartupViewInterface: ViewInterface {
    /// Shows why the engine could not start and the menu to retry, then asks for a choice.
    func showStartFailure(_ presentation: ErrorPresentation, menu: Menu<StartupAction>)
}

/// The choices of the Startup screen: only retrying (end of input quits).
public enum StartupAction: Equatable, Sendable {
    /// Start the engine again.
    case retry
}

/// The Startup presenter as its view drives it.
@MainActor
public protocol StartupPresenting: LinePresenting {}
