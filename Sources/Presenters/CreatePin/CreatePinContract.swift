/// Where the CreatePin module sends the person.
@MainActor
public protocol CreatePinRouting: AnyObject {
    /// The PIN was accepted and the profile is signed in.
    func createPinDidSignIn(profileId: String)
    /// The person cancelled, or the flow failed; `notice` says what happened.
    func createPinDidEnd(notice: String?)
    // authenticators and profile
    /// A PIN change is done: back to the Profile screen of `profileId`.
    func createPinDidChangePin(profileId: String)
    /// A PIN change was cancelled or failed: back to the Profile screen of `profileId`.
    func createPinDidEnd(profileId: String?, notice: String?)
}

/// What the CreatePin presenter asks its view to show; every sentence is the presenter's.
@MainActor
public protocol CreatePinViewInterface: AnyObject {
    /// Shows the screen's title and the lines under it.
    func showHeading(title: String, lines: [String])
    /// Shows every reason the last PIN typed cannot be used, one line each.
    func showErrors(_ messages: [String])
    /// Shows that the PIN was set.
    func showSuccess(_ message: String)
    /// Asks `prompt` at the next read.
    func ask(_ prompt: Prompt)
    /// Shows a spinner with `message` while the device is registered.
    func showProgress(_ message: String)
    /// Removes the spinner.
    func hideProgress()
}

/// What the CreatePin view tells its presenter: the lines typed at the new-PIN prompts.
@MainActor
public protocol CreatePinPresenting: LinePresenting {}
