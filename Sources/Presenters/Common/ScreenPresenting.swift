/// What every presenter offers its view whatever its screen shows: a start, and the end of input.
///
/// Each module's `…Presenting` refines it with what a person can do on that screen — choose an
/// item (`didChoose(_:)`), enter a field's text (`didEnter(_:)`), go back (`didGoBack()`), cancel
/// (`didCancel()`) — which the view hands over once it has mapped a line to one of them, so a
/// presenter never reads a line and another kind of view could drive it.
@MainActor
package protocol ScreenPresenting: AnyObject {
    /// The view is on screen: show the first state and ask the first question.
    func viewDidLoad() async

    /// Input ended at the current question: cancel whatever is in progress, leaving state intact.
    func viewDidReachEndOfInput() async
}
