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
    /// Sign in on the hosted login page (`viper-auth browser`) and paste the redirect back.
    case browser
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
}

/// What the Registration view tells its presenter: menu choices and the lines of the forms.
@MainActor
package protocol RegistrationPresenting: LinePresenting {}
