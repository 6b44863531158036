/// What every presenter offers its line-oriented view: a start, each line typed, and end of input.
///
/// Module contracts refine it (`PinChallengePresenting: LinePresenting`), so a single view loop
/// in Views can drive any module.
@MainActor
package protocol LinePresenting: AnyObject {
    /// The view is on screen: show the first state and ask the first question.
    func viewDidLoad() async

    /// The person typed `line` (without its newline) at the current prompt.
    func didSubmit(_ line: String) async

    /// Input ended at the current prompt: cancel whatever is in progress, leaving state intact.
    func viewDidReachEndOfInput() async
}
