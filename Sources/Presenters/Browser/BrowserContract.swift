/// What `viper-auth browser` is asked to open.
package enum BrowserTarget: Equatable, Sendable {
    /// `url`: an authorize URL the app printed, or an app-to-web URL.
    case address(String)
    /// `--code`: sign in on the account page and get a one-time registration code.
    case registrationCode
}

/// The choices of the hosted login page.
package enum BrowserChoice: Equatable, Sendable {
    /// Sign in with email and password.
    case signIn
    /// The page's "forgot password".
    case forgotPassword
    /// The page's "cancel".
    case cancel
}

/// The choices of the provider's device page.
package enum DeviceApprovalChoice: Equatable, Sendable {
    /// Let the terminal use the account.
    case approve
    /// Refuse the terminal's request.
    case deny
}

/// What the Browser presenter asks its view: a page on the terminal (title, text, a menu, a line
/// read), besides the shared verbs for what goes to standard output and error.
@MainActor
package protocol BrowserViewInterface: CommandViewInterface {
    /// A page's title.
    func showTitle(_ text: String)
    /// Lines of a page's text.
    func showBody(_ lines: [String])
    /// The page's menu.
    func showMenu<Choice>(_ menu: Menu<Choice>)
    /// What went wrong; the page asks again.
    func showError(_ text: String)
    /// What went right.
    func showSuccess(_ text: String)
    /// A plain line of the page; an empty one leaves a blank line.
    func showLine(_ text: String)
    /// Shows that slow work is under way, saying what it is, until `hideProgress()`.
    func showProgress(_ message: String)
    /// Ends what `showProgress(_:)` showed.
    func hideProgress()
    /// Asks `prompt` and reads the answer; nil at end of input.
    func answer(_ prompt: Prompt) -> String?
}

/// What the Browser view hands its presenter: the one target of the run.
@MainActor
package protocol BrowserPresenting: AnyObject {
    /// Opens `target` and plays its page until it is done.
    func run(_ target: BrowserTarget) async -> CommandOutcome
}
