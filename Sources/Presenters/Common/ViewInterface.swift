/// What every module's view can be asked to do, whatever its screen shows: show that slow work is
/// under way, say what went wrong, and pass on a notice. The questions a screen asks, and so the
/// intents a person can answer with, are its module's own.
///
/// Each module's view interface refines it and declares only what its own screen shows, so a
/// presenter reads the same verbs in every module and a view implements them once (`TerminalView`).
@MainActor
package protocol ViewInterface: AnyObject {
    /// Shows that slow work (a key derivation, a server call) is under way, saying what it is,
    /// until `hideProgress()`.
    func showProgress(_ message: String)
    /// Ends what `showProgress(_:)` showed; nothing happens when nothing is shown.
    func hideProgress()
    /// Shows what went wrong, every line in the error tone; the prompt stays as it was.
    func showError(_ message: ErrorMessage)
    /// Shows a sentence the person should notice that is no error, such as one the previous screen
    /// left (`Logged out.`) or that an attempt was cancelled.
    func showNotice(_ text: String)
}

/// A view interface whose screen opens with a heading: a title and the lines under it. A module's
/// view interface refines it when its screen has one; `TerminalView` answers it for all of them.
@MainActor
package protocol HeadingViewInterface: ViewInterface {
    /// Shows the screen's title (followed by any line every title gets, such as the simulated
    /// clock's) and the lines under it.
    func showHeading(title: String, lines: [String])
}
