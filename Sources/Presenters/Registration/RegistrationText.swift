import Interactors

/// The sentences of the Registration screens.
enum RegistrationText {
    static let title = "Register"
    static let introduction = ["Prove who you are to register this device."]
    static let signInTitle = "Sign in"
    static let signInIntroduction = [
        "Enter the email and password of your account. An empty email goes back."
    ]
    static let signUpTitle = "Sign up"
    static let signUpIntroduction = ["Create a new account. An empty full name goes back."]
    static let emptyPassword = "Enter your password."
    /// The longest email address there is (RFC 5321's path limit).
    static let emailPrompt = Prompt.text("Email", maximumLength: 254)
    static let passwordPrompt = Prompt.secret("Password")
    /// The email of a credentials form, its first field: an empty line goes back.
    static let emailQuestion = Question<Never>.field(emailPrompt, emptyLine: .goBack)
    /// The password of a credentials form: an empty one is refused by the presenter.
    static let passwordQuestion = Question<Never>.field(passwordPrompt, emptyLine: .likeAnyLine)
    static let checkingPassword = "Checking your email and password…"
    static let creatingAccount = "Creating your account…"

    static let browserTitle = "Sign in through the browser"
    /// A redirect carries a code, a state and perhaps an error description: room for all of them.
    static let browserPrompt = Prompt.text("Redirect URL", maximumLength: 4096)
    /// The pasted redirect: an empty line cancels the registration.
    static let browserQuestion = Question<Never>.field(browserPrompt, emptyLine: .cancel)
    static let twoStepTitle = "Two-step sign-in"
    static let twoStepIntroduction = [
        "Enter the email and password of your account; then confirm the code the server shows.",
        "An empty email goes back.",
    ]
    static let challengeTitle = "Confirm it is you"
    static let challengePrompt = Prompt.text("Code")
    /// The answer to the challenge code: an empty line cancels the registration.
    static let challengeQuestion = Question<Never>.field(challengePrompt, emptyLine: .cancel)
    static let oneTimeCodeTitle = "Register with a one-time code"
    static let oneTimeCodePrompt = Prompt.text("Registration code")
    /// The one-time code, the form's only field: an empty line goes back.
    static let oneTimeCodeQuestion = Question<Never>.field(oneTimeCodePrompt, emptyLine: .goBack)
    static let redeemingCode = "Checking the code…"
    static let statelessTitle = "Stateless session"
    static let statelessIntroduction = [
        "Sign in for this run only: no PIN, and nothing is stored on this device.",
        "Change PIN and disconnect are not available in it. An empty email goes back.",
    ]
    static let cancelled = "Cancelled: this device was not registered."

    /// The browser screen's lines: the authorize URL and how to open it in a second terminal.
    static func browserLines(url: String, homeOption: String?, serverOption: String? = nil) -> [String] {
        [
            "Open this address in a browser to sign in:",
            "  \(url)",
            "Open it with: \(CompanionCommand.line(["browser"], homeOption: homeOption, serverOption: serverOption, arguments: [url]))",
            "(in a second terminal). Then paste the address the browser ended on",
            "(viperauth://callback?…) here. An empty line cancels.",
        ]
    }

    /// The one-time-code screen's lines: where a code comes from.
    static func oneTimeCodeLines(homeOption: String?, serverOption: String? = nil) -> [String] {
        [
            "Get a code in a second terminal with: \(CompanionCommand.line(["browser", "--code"], homeOption: homeOption, serverOption: serverOption))",
            "(sign in there; the code works once, for a few minutes). Paste it here.",
            "An empty line goes back.",
        ]
    }

    /// For an answer that cannot be the code: it costs none of the tries.
    static func notAChallengeCode(length: Int) -> String {
        "The code is \(length) digits, as shown above. Type it again."
    }

    /// Why the challenge code is asked again, such as `Wrong code, 2 tries left.`
    static func challengeStatus(_ status: CustomChallengeStatus) -> String {
        switch status {
        case .wrongAnswer(let remaining): "Wrong code, \(remaining) \(remaining == 1 ? "try" : "tries") left."
        }
    }

    /// The challenge screen's lines.
    static func challengeLines(code: String) -> [String] {
        ["Your confirmation code is \(code). Type it to confirm. An empty line cancels."]
    }

    static let menu = Menu<RegistrationChoice>([
        .init(.signIn, keyword: "signin", title: "Sign in with email and password"),
        .init(.signUp, keyword: "signup", title: "Sign up for a new account"),
        .init(.browser, keyword: "browser", title: "Sign in through the browser"),
        .init(.twoStep, keyword: "twostep", title: "Two-step: email and password, then a confirmation code"),
        .init(.oneTimeCode, keyword: "code", title: "Register with a one-time code"),
        .init(.stateless, keyword: "stateless", title: "Stateless session: sign in without registering"),
        .init(.back, keyword: "back", title: "Back"),
    ])
}
