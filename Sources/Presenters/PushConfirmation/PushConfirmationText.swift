import Interactors

/// The sentences of the PushConfirmation screen.
enum PushConfirmationText {
    static let decisionTitle = "Push request"
    static let codeTitle = "One-time code request"
    /// Accept or deny; an empty line leaves the request pending.
    static let decisionQuestion = DecisionAnswer.question(.text("Accept or deny"), refusal: notADecision)
    /// The PIN that confirms an accepted request; an empty line leaves it pending.
    static let pinQuestion = Question<Never>.field(.secret("PIN"), emptyLine: .cancel)
    /// The preferred password; an empty line uses the PIN instead.
    static let passwordQuestion = Question<Never>.field(.secret("Password"), emptyLine: .cancel)
    /// The one-time code; an empty line leaves the request pending.
    static let codeQuestion = Question<Never>.field(.text("Code"), emptyLine: .cancel)
    /// The sensor of the preferred biometric; an empty line uses the PIN instead, as `pin` does.
    static let sensorQuestion = SensorText.question(pinAllowed: true)
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
