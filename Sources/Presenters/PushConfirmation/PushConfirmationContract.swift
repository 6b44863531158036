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
}

/// The PushConfirmation presenter as its view drives it.
@MainActor
package protocol PushConfirmationPresenting: LinePresenting {}
