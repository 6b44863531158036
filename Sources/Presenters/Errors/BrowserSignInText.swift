import Interactors

/// The words for each way a browser sign-in can end without a code: the person's own choices on
/// the login page (cancel, forgot password) read as what they are, not as failures of the app.
package enum BrowserSignInText {
    private static let startAgain = "Choose \"browser\" to start a new sign-in."

    /// `5 minutes`, or `90 seconds` for a limit that is no whole number of minutes.
    private static func span(_ seconds: Int) -> String {
        guard seconds >= 60, seconds % 60 == 0 else {
            return seconds == 1 ? "1 second" : "\(seconds) seconds"
        }
        let minutes = seconds / 60
        return minutes == 1 ? "1 minute" : "\(minutes) minutes"
    }

    /// The presentation of `problem`.
    package static func presentation(for problem: BrowserSignInProblem) -> ErrorPresentation {
        switch problem {
        case .notAnAddress:
            ErrorPresentation(
                title: "Not a redirect", message: "That is not a web address.",
                recovery:
                    "Paste the whole address the browser ended on, or an empty line to cancel.")
        case .notARedirectToThisApp:
            ErrorPresentation(
                title: "Not a redirect", message: "That address does not lead back to this app.",
                recovery:
                    "Paste the address starting with http://127.0.0.1 shown above, or an empty line to cancel."
            )
        case .repeatedParameter:
            ErrorPresentation(
                title: "Redirect refused",
                message: "The redirect repeats a parameter, so it cannot be trusted.",
                recovery: startAgain)
        case .belongsToAnotherSignIn:
            ErrorPresentation(
                title: "Redirect refused",
                message: "This redirect belongs to a different sign-in attempt (its state does not match).",
                recovery: startAgain)
        case .missingCode:
            ErrorPresentation(
                title: "Redirect refused", message: "The redirect carries no authorization code.",
                recovery: startAgain)
        case .cancelledAtLoginPage:
            ErrorPresentation(
                title: "Sign-in cancelled",
                message: "You cancelled on the login page; this device was not registered.",
                recovery: startAgain)
        case .forgotPassword:
            ErrorPresentation(
                title: "Password reset", message: "You chose \"Forgot password\" on the login page.",
                recovery: "Reset your password with the identity provider, then sign in again.")
        case .accessDenied:
            ErrorPresentation(
                title: "Access denied", message: "The login page denied access.", recovery: startAgain)
        case .noRedirectInTime(let seconds):
            ErrorPresentation(
                title: "Browser sign-in timed out",
                message: "The browser did not come back within \(span(seconds)).",
                recovery: startAgain)
        case .providerError(let code):
            ErrorPresentation(
                title: "Browser sign-in failed", message: "The login page reported an error (\(code)).",
                recovery: startAgain)
        }
    }
}
