/// What every one-shot command's view can be asked to print, whatever the command: its result on
/// standard output, and on standard error what a person reads along the way or why it failed.
///
/// Each command's view interface refines it (`ClockViewInterface`, …) with what only that command
/// shows; every sentence is the presenter's, and the view escapes what it prints.
@MainActor
package protocol CommandViewInterface: AnyObject {
    /// Prints `line` on standard output: the result, what a script reads.
    func showResult(_ line: String)
    /// Prints `line` on standard error: what a person reads while the result is on its way.
    func showNote(_ line: String)
    /// Prints why the command did not do what it was asked, on standard error.
    func showFailure(_ line: String)
}
