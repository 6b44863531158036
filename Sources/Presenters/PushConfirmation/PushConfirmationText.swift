import Interactors

/// The sentences of the PushConfirmation screen.
enum PushConfirmationText {
    static let decisionTitle = "Push request"
    static let codeTitle = "One-time code request"
    static let decisionPrompt = Prompt.text("Accept or deny")
    static let pinPrompt = Prompt.secret("PIN")
    static let passwordPrompt = Prompt.secret("Password")
    static let codePrompt = Prompt.text("Code")
    static let checkingPin = "Checking your PIN…"
    static let checkingPassword = "Checking your password…"
    static let checkingSensor = "Checking…"
    static let notADecision = "Please type accept or deny (an empty line leaves the request pending)."
    static let notACode = "A one-time code is \(OneTimeCode.length) digits, 0 to 9. Try again."

    /// The heading lines of the request: what is asked, when, and how to answer.
    static func requestLines(_ request: PushRequest, now: Int64) -> [String] {
        let ask =
            request.isOneTimePassword
            ? "Type the one-time code given by viper-auth push. An empty line leaves it pending."
            : "Accept or deny it. An empty line leaves it pending."
        return [PushRequestText.quoted(request), PushRequestText.timing(request, now: now), ask]
    }

    /// The lines under the PIN prompt of a confirmation.
    static func pinLines(_ pin: PinRequest) -> [String] {
        [
            "Confirm with your PIN (\(pin.pinLength) digits). An empty line leaves the request pending.",
            "A wrong PIN denies the request and logs you out.",
        ]
    }

    /// For a line that cannot be the PIN: it costs no attempt.
    static func notAPin(_ pin: PinRequest) -> String {
        "A PIN is \(pin.pinLength) digits, 0 to 9. Try again."
    }

    /// The lines under the password prompt of a confirmation (the preferred authenticator).
    static let passwordLines = [
        "Confirm with your password. An empty line uses the PIN instead.",
        "A wrong password denies the request and logs you out.",
    ]
}
