/// Where the Registration module sends the person.
@MainActor
public protocol RegistrationRouting: AnyObject {
    /// The identity was proven and the engine asks for a new PIN.
    func registrationNeedsPin()
    /// The person went back without registering.
    func registrationDidCancel()
}

/// The choices of the Registration menu.
public enum RegistrationChoice: Equatable, Sendable {
    /// Sign in with the email and password of an existing account.
    case signIn
    /// Sign up for a new account.
    case signUp
    /// Go back to Welcome.
    case back
}

/// What the Registration presenter asks its view to show; every sentence is the presenter's.
@MainActor
public protocol RegistrationViewInterface: AnyObject {
    /// Shows a title and the lines under it.
    func showHeading(title: String, lines: [String])
    /// Shows the numbered choices of `menu` and asks for one.
    func showMenu(_ menu: Menu<RegistrationChoice>)
    /// Shows messages about the input, one line each.
    func showErrors(_ messages: [String])
    /// Shows an error the engine reported.
    func showError(_ presentation: ErrorPresentation)
    /// Asks `prompt` at the next read.
    func ask(_ prompt: Prompt)
    /// Shows a spinner with `message` while the server checks the password.
    func showProgress(_ message: String)
    /// Removes the spinner.
    func hideProgress()
}

/// What the Registration view tells its presenter: menu choices and the lines of the forms.
@MainActor
public protocol RegistrationPresenting: LinePresenting {}
