/// Where the Mobile authentication module sends the person; a session found over (an error that
/// says so, or a wrong PIN or password on a push confirmation) goes to Welcome through
/// `SessionEndRouting`.
@MainActor
public protocol MobileAuthRouting: SessionEndRouting {
    /// The person chose to go back to the dashboard of `profileId`.
    func mobileAuthDidGoBack(profileId: String)
}

/// What the Mobile authentication screen shows: enrollment, the pending push requests, and each
/// request while it is handled.
@MainActor
public protocol MobileAuthViewInterface: AnyObject {
    /// Shows a title and the lines under it.
    func showHeading(title: String, lines: [String])
    /// Shows lines of text, such as the pending requests or the results of handling them.
    func showLines(_ lines: [String])
    /// Shows a success sentence.
    func showSuccess(_ text: String)
    /// Shows `menu` and asks for a choice.
    func showMenu(_ menu: Menu<MobileAuthAction>)
    /// Shows an error from a use case.
    func showError(_ presentation: ErrorPresentation)
    /// Says a line was not a valid answer; the prompt stays as it was.
    func showProblem(_ message: String)
    /// Asks `prompt` at the next read.
    func ask(_ prompt: Prompt)
    /// Shows a spinner with `message` while the engine works.
    func showProgress(_ message: String)
    /// Removes the spinner.
    func hideProgress()
}

/// The choices of the Mobile authentication screen.
public enum MobileAuthAction: Equatable, Sendable {
    /// Enroll the profile for mobile authentication, then push.
    case enroll
    /// Read the pending requests again.
    case refresh
    /// Handle the pending requests in order.
    case handle
    /// Back to the dashboard.
    case back
}

/// The Mobile authentication presenter as its view drives it.
@MainActor
public protocol MobileAuthPresenting: LinePresenting {}
