import Interactors

/// The sentences of the PinChallenge screen.
enum PinChallengeText {
    static let title = "Log in"
    static let pinPrompt = Prompt.secret("PIN")
    static let checking = "Checking your PIN…"
    static let cancelled = "Login cancelled."
    static let noLogin = "No login is in progress."

    /// The lines under the title; the attempts left are mentioned only when some were used before.
    static func introduction(_ request: PinRequest) -> [String] {
        let ask = "Enter your PIN (\(request.pinLength) digits). An empty line cancels."
        guard request.previousFailures > 0 else { return [ask] }
        return [ask, "\(attemptsLeft(request.remainingAttempts)) before this profile is removed."]
    }

    /// After a wrong PIN.
    static func wrongPin(_ request: PinRequest) -> String {
        "Wrong PIN. \(attemptsLeft(request.remainingAttempts))."
    }

    /// For a line that cannot be a PIN; it costs no attempt.
    static func notAPin(_ request: PinRequest) -> String {
        "A PIN is \(request.pinLength) digits, 0 to 9. Try again."
    }

    static func attemptsLeft(_ count: Int) -> String {
        count == 1 ? "1 attempt left" : "\(count) attempts left"
    }
}
