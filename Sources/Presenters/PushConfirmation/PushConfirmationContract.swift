import Interactors

/// Where the PushConfirmation module sends the person once its request is answered. A session
/// found over (an error that says so, or a wrong PIN or password on the confirmation) goes to
/// Welcome through `SessionEndRouting`.
@MainActor
package protocol PushConfirmationRouting: SessionEndRouting {
    /// `handling` moved on to the next pending request, which waits there: a new
    /// PushConfirmation screen answers it.
    func pushConfirmationDidReachNextRequest(_ handling: PushHandling)
    /// The handling of `profileId`'s requests ended (each handled, one left pending, or an error
    /// shown): back to the Mobile authentication list.
    func pushConfirmationDidFinish(profileId: ProfileID)
}

/// What the PushConfirmation screen shows besides the verbs every view shares: the request, then
/// the lines of each question of its confirmation.
@MainActor
package protocol PushConfirmationViewInterface: HeadingViewInterface {
    /// Shows lines of text: what the next question is, or how the handling ended.
    func showLines(_ lines: [String])
    /// Asks `question`: accept or deny.
    func ask(_ question: Question<DecisionAnswer>)
    /// Asks `question`: the PIN, the password or the one-time code.
    func ask(_ question: Question<Never>)
    /// Asks `question`: what the simulated sensor does.
    func ask(_ question: Question<SensorAnswer>)
}

/// What a person can do with a push request: decide, confirm with the PIN, password or sensor,
/// type the one-time code, or leave it with an empty line.
@MainActor
package protocol PushConfirmationPresenting: ScreenPresenting {
    /// The person accepted or denied the request.
    func didChoose(_ decision: DecisionAnswer) async
    /// The person answered the simulated sensor with `answer`.
    func didChoose(_ answer: SensorAnswer) async
    /// The person entered `text`: the PIN, the password or the one-time code asked for.
    func didEnter(_ text: String) async
    /// The person left the question with an empty line: the request stays pending, or, at the
    /// sensor or password, the PIN is asked instead.
    func didCancel() async
}
