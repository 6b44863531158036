import Interactors

/// How a push request and what became of it read, on the Mobile authentication list and on the
/// PushConfirmation screen alike.
enum PushRequestText {
    static let noneHandled = "There were no pending requests to handle."

    /// The request's message in quotation marks.
    static func quoted(_ request: PushRequest) -> String {
        "\u{201C}\(request.message)\u{201D}"
    }

    /// `sent 2025-03-01 09:30:00 UTC, expires in 1m 30s` (or `expired 5s ago`).
    static func timing(_ request: PushRequest, now: Int64) -> String {
        let expiry =
            request.expiresAt > now
            ? "expires \(TimeText.relative(request.expiresAt, from: now))"
            : "expired \(TimeText.relative(request.expiresAt, from: now))"
        return "sent \(TimeText.utc(request.createdAt)), \(expiry)"
    }

    /// One line per request handled; a failed confirmation names what was wrong (`answeredWith`).
    static func results(_ outcomes: [PushOutcome], answeredWith: Authenticator = .pin) -> [String] {
        guard !outcomes.isEmpty else { return [noneHandled] }
        return outcomes.map { "\(quoted($0.request)): \(result($0.result, answeredWith: answeredWith))" }
    }

    /// What became of one request, after its quoted message.
    static func result(_ result: PushResult, answeredWith: Authenticator = .pin) -> String {
        switch result {
        case .accepted: "accepted."
        case .denied: "denied."
        case .expired: "expired before it was answered."
        case .leftPending: "left pending."
        case .authenticationFailed: "denied (wrong \(name(answeredWith)))."
        }
    }

    /// For a question push handling never asks, which was left unanswered.
    static let unexpectedQuestion = "This request cannot be confirmed that way; it was left pending."

    /// What was typed (or touched) to confirm, as a wrong answer names it.
    static func name(_ authenticator: Authenticator) -> String {
        switch authenticator {
        case .pin: "PIN"
        case .password: "password"
        case .biometric: "biometric key"
        }
    }
}
