/// How a screen's time on the terminal ended.
package enum ScreenEnd: Equatable, Sendable {
    /// The router dismissed it to show the next one.
    case dismissed
    /// Input ended (Ctrl-D, or the end of a piped script); the presenter has cancelled its flow.
    case endOfInput
}

/// A module's view as the router sees it: something to run until dismissed.
///
/// Declared here, not in Router, because Views implement it and Views may not import Router.
@MainActor
package protocol Screen: AnyObject {
    /// Shows the screen and hands each line read to the presenter until `dismiss()` is called or
    /// input ends.
    func run() async -> ScreenEnd

    /// Stops `run()` after the line being handled; the router calls it when the module routes on.
    func dismiss()
}
