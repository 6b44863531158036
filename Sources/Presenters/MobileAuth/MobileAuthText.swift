import Interactors

/// The sentences of the Mobile authentication screen.
enum MobileAuthText {
    static let title = "Mobile authentication"
    static let enrolling = "Enrolling…"
    static let enrolled = "Enrolled for mobile authentication and push."

    /// The lines under the title: what the screen is for, and whether the profile is enrolled yet.
    static func introduction(isEnrolled: Bool) -> [String] {
        [
            "Approve requests sent to this profile (viper-auth push) from this device.",
            isEnrolled
                ? enrolled + " Handle the pending requests, oldest first."
                : "Enroll once; then handle the pending requests, oldest first.",
        ]
    }
    static let noPending = "No pending push requests."
    static let noneHandled = "There were no pending requests to handle."
    static let confirming = "Checking your PIN…"
    static let confirmingWithPassword = "Checking your password…"
    static let confirmingOther = "Checking…"
    static let decisionPrompt = Prompt.text("Accept or deny")
    static let pinPrompt = Prompt.secret("PIN")
    static let passwordPrompt = PinChallengeText.passwordPrompt
    static let codePrompt = Prompt.text("Code")
    static let notADecision = "Please type accept or deny (an empty line leaves the request pending)."
    static let notACode = "A one-time code is 6 digits, 0 to 9. Try again."
    static let unexpectedQuestion = "This request cannot be confirmed that way; it was left pending."

    /// The listing of pending requests, numbered, with their kind, time and expiry.
    static func pending(_ requests: [PushRequest], now: Int64) -> [String] {
        guard !requests.isEmpty else { return [noPending] }
        var lines = ["Pending push requests (\(requests.count)):"]
        for (index, request) in requests.enumerated() {
            lines.append("  \(index + 1). \(quoted(request)) (\(kind(request)))")
            lines.append("     \(timing(request, now: now))")
        }
        return lines
    }

    /// `sent 2025-03-01 09:30:00 UTC, expires in 1m 30s` (or `expired 5s ago`).
    static func timing(_ request: PushRequest, now: Int64) -> String {
        let expiry =
            request.expiresAt > now
            ? "expires \(TimeText.relative(request.expiresAt, from: now))"
            : "expired \(TimeText.relative(request.expiresAt, from: now))"
        return "sent \(TimeText.utc(request.createdAt)), \(expiry)"
    }

    /// The heading lines of a request being handled.
    static func requestLines(_ request: PushRequest, now: Int64) -> [String] {
        let ask =
            request.isOneTimePassword
            ? "Type the one-time code given by viper-auth push. An empty line leaves it pending."
            : "Accept or deny it. An empty line leaves it pending."
        return [quoted(request), timing(request, now: now), ask]
    }

    /// The lines under the PIN prompt of a confirmation.
    static func pinLines(_ pin: PinRequest) -> [String] {
        let ask = "Confirm with your PIN (\(pin.pinLength) digits). An empty line leaves the request pending."
        let warning = "A wrong PIN denies the request and logs you out."
        return [ask, warning]
    }

    /// The lines under the password prompt of a confirmation (the preferred authenticator).
    static let passwordLines = [
        "Confirm with your password. An empty line uses the PIN instead.",
        "A wrong password denies the request and logs you out.",
    ]

    /// One line per request handled; a failed confirmation names what was wrong (`answeredWith`).
    static func results(_ outcomes: [PushOutcome], answeredWith: Authenticator = .pin) -> [String] {
        guard !outcomes.isEmpty else { return [noneHandled] }
        return outcomes.map { "\(quoted($0.request)): \(result($0.result, answeredWith: answeredWith))" }
    }

    /// Welcome's notice after a wrong PIN or password on a confirmation.
    static func loggedOut(_ outcome: PushOutcome, answeredWith: Authenticator = .pin) -> String {
        "Wrong \(name(answeredWith)): the request \(quoted(outcome.request)) was denied and you were logged out."
    }

    static func result(_ result: PushResult, answeredWith: Authenticator = .pin) -> String {
        switch result {
        case .accepted: "accepted."
        case .denied: "denied."
        case .expired: "expired before it was answered."
        case .leftPending: "left pending."
        case .authenticationFailed: "denied (wrong \(name(answeredWith)))."
        }
    }

    /// What was typed (or touched) to confirm, as a wrong answer names it.
    private static func name(_ authenticator: Authenticator) -> String {
        switch authenticator {
        case .pin: "PIN"
        case .password: "password"
        case .biometric: "biometric key"
        }
    }

    static func quoted(_ request: PushRequest) -> String {
        "\u{201C}\(request.message)\u{201D}"
    }

    private static func kind(_ request: PushRequest) -> String {
        request.isOneTimePassword ? "one-time code" : "accept or deny"
    }
}
