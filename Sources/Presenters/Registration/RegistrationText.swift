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
    static let preparingBrowserSignIn = "Preparing the browser sign-in…"
    static let openingBrowser = "Opening the browser…"
    static let waitingForBrowser = "Waiting for the browser…"
    /// A redirect carries a code, a state and perhaps an error description: room for all of them.
    static let browserPrompt = Prompt.text("Redirect URL", maximumLength: 4096)
    /// Asked while the browser signs in: a pasted redirect, `device` to use a code instead, or an
    /// empty line to cancel.
    static let browserQuestion = Question<RegistrationChoice>(
        prompt: browserPrompt, answers: [.init(.device, words: ["device"])], takesText: true,
        emptyLine: .cancel)
    static let deviceTitle = "Sign in with a code"
    static let askingForDeviceCode = "Asking the server for a code…"
    static let waitingForApproval = "Waiting for the sign-in to be approved…"
    /// Asked while the code waits for approval: only an empty line (or Ctrl-C) means anything.
    static let deviceQuestion = Question<RegistrationChoice>(
        prompt: .text("Waiting"), answers: [], emptyLine: .cancel,
        refusal: "Enter the code on the page shown above, or an empty line to cancel.")
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

    /// The browser screen's lines: the authorize URL, how to reach this machine's listener from a
    /// browser on another one, the terminal stand-in, and what the prompt takes.
    static func browserLines(url: String, port: Int, homeOption: String?, serverOption: String? = nil)
        -> [String]
    {
        [
            "Sign in on the login page in your browser; it comes back here by itself.",
            "If no browser opens, open this address by hand:",
            "  \(url)",
            "From a browser on another machine, forward the port first: ssh -L \(port):127.0.0.1:\(port) THIS-HOST",
            "Or sign in in a second terminal: \(CompanionCommand.line(["browser"], homeOption: homeOption, serverOption: serverOption, arguments: [url]))",
            "You may also paste the address the browser ended on (http://127.0.0.1:\(port)/callback?…).",
            "Type device to sign in with a code instead. An empty line cancels.",
        ]
    }

    /// Why the browser did not open; the sign-in waits for the address to be opened by hand.
    static func browserNotOpened(_ problem: BrowserLaunchProblem) -> String {
        let reason =
            switch problem {
            case .couldNotStart(let program): "\(program) could not be started (is it installed?)"
            case .failed(let program, let status): "\(program) exited with status \(status)"
            case .killed(let program, let signal): "\(program) was ended by signal \(signal)"
            case .unsupportedAddress: "the address is not a web address"
            }
        return "The browser did not open: \(reason). Open the address above by hand, or type device."
    }

    /// The device-code screen's lines: where to go and what to type there.
    static func deviceLines(_ code: DeviceCode) -> [String] {
        var lines = [
            "On any device with a browser, open:",
            "  \(code.verificationURI)",
            "and enter the code: \(code.userCode)",
        ]
        if let complete = code.completeVerificationURI {
            lines.append("(or open \(complete), which fills in the code)")
        }
        lines.append("The code expires in \(TimeText.span(code.expiresInSeconds)). An empty line cancels.")
        return lines
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
        .init(.device, keyword: "device", title: "Sign in with a code on another device"),
        .init(.twoStep, keyword: "twostep", title: "Two-step: email and password, then a confirmation code"),
        .init(.oneTimeCode, keyword: "code", title: "Register with a one-time code"),
        .init(.stateless, keyword: "stateless", title: "Stateless session: sign in without registering"),
        .init(.back, keyword: "back", title: "Back"),
    ])
}
