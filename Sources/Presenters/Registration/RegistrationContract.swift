import Interactors

/// Where the Registration module sends the person.
@MainActor
package protocol RegistrationRouting: AnyObject {
    /// The identity was proven and `registration` asks for a new PIN.
    func registrationNeedsPin(_ registration: Enrolment)
    /// The person went back without registering.
    func registrationDidCancel()
    /// A stateless session started (no profile, no PIN): the dashboard shows it.
    func registrationDidStartStatelessSession()
}

/// The choices of the Registration menu.
package enum RegistrationChoice: Equatable, Sendable {
    /// Sign in with the email and password of an existing account.
    case signIn
    /// Sign up for a new account.
    case signUp
    /// Sign in on the login page in the system browser, which comes back to the app by itself.
    case browser
    /// Sign in with a code typed on a page on any device with a browser (the device grant).
    case device
    /// Email and password, then a challenge code to confirm.
    case twoStep
    /// A one-time registration code (as a QR code would carry).
    case oneTimeCode
    /// A session for this run only: no PIN, nothing stored.
    case stateless
    /// Go back to Welcome.
    case back
}

/// What the Registration presenter asks its view to show; every sentence is the presenter's.
@MainActor
package protocol RegistrationViewInterface: HeadingViewInterface {
    /// Shows the numbered choices of `menu` and asks for one.
    func showMenu(_ menu: Menu<RegistrationChoice>)
    /// Shows lines of text under the current heading.
    func showLines(_ lines: [String])
    /// Asks `question`: a field of a form.
    func ask(_ question: Question<Never>)
    /// Asks `question` while `waiting` runs beside a spinner: a line goes to the presenter as at
    /// any question, and if the event ends first what it returned goes to `finished`.
    func ask<Outcome>(
        _ question: Question<RegistrationChoice>, while waiting: Waiting<Outcome>,
        then finished: @escaping (Outcome) async -> Void)
}

/// What a person can do on the Registration screen: choose an identity provider, enter each field
/// of its form, go back from a form, or cancel a registration waiting for a redirect or a code.
@MainActor
package protocol RegistrationPresenting: ScreenPresenting {
    /// The person chose `choice` from the menu.
    func didChoose(_ choice: RegistrationChoice) async
    /// The person entered `text` at the field asked.
    func didEnter(_ text: String) async
    /// The person went back to the menu from the first field of a form.
    func didGoBack() async
    /// The person cancelled the registration waiting for the browser, an approval or a challenge
    /// answer.
    func didCancel() async
}

extension RegistrationPresenting {
    /// The name the view gives the hand-over of a wait's end (the browser back, a code approved
    /// or refused) to the presenter, as it names every other call it makes.
    package static var waitEndCall: String { "didFinishWaiting(_:)" }
}
