import Interactors

/// Where the Startup module sends the person once the engine has started.
@MainActor
package protocol StartupRouting: AnyObject {
    /// A stored session of the profile was valid, or renewed by one silent refresh.
    func startupDidRestoreSession(profileId: ProfileID)
    /// There was no usable session; `notice` tells why when a stored one was discarded.
    func startupFoundNoSession(notice: RouteNotice?)
}

/// What the Startup screen shows: nothing while the engine starts (a spinner at most), and a
/// Retry-only screen when it cannot start.
@MainActor
package protocol StartupViewInterface: ViewInterface {
    /// Shows `title`, why the engine could not start and the menu to retry, then asks for a choice.
    func showStartFailure(title: String, _ presentation: ErrorPresentation, menu: Menu<StartupAction>)
}

/// The choices of the Startup screen: only retrying (end of input quits).
package enum StartupAction: Equatable, Sendable {
    /// Start the engine again.
    case retry
}

/// What a person can do on the Startup screen: retry when the engine could not start.
@MainActor
package protocol StartupPresenting: ScreenPresenting {
    /// The person chose `action` from the menu.
    func didChoose(_ action: StartupAction) async
}
