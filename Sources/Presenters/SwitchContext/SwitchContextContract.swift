/// Where the SwitchContext module sends the person; a session found over goes to Welcome through
/// `SessionEndRouting`.
@MainActor
public protocol SwitchContextRouting: SessionEndRouting {
    /// The session now acts in another membership; `notice` names it and says a new token was issued.
    func switchContextDidSwitch(profileId: String, notice: String)
    /// The person went back without switching; the session is as it was.
    func switchContextDidCancel(profileId: String)
}

/// What the SwitchContext presenter asks its view to show; every sentence is the presenter's.
@MainActor
public protocol SwitchContextViewInterface: AnyObject {
    /// Shows the screen's title and the lines under it (the numbered memberships).
    func showHeading(title: String, lines: [String])
    /// Shows an error from a use case.
    func showError(_ presentation: ErrorPresentation)
    /// Says a line was not a valid answer; the prompt stays as it was.
    func showProblem(_ message: String)
    /// Asks `prompt` at the next read.
    func ask(_ prompt: Prompt)
}

/// What the SwitchContext view tells its presenter: the lines typed at its prompt.
@MainActor
public protocol SwitchContextPresenting: LinePresenting {}
