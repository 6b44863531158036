import AuthEngine

/// Why a two-step registration asks its challenge code again.
package enum CustomChallengeStatus: Equatable, Sendable {
    /// The previous answer was wrong; `remainingTries` more answers are allowed.
    case wrongAnswer(remainingTries: Int)

    init(_ status: CustomRegistrationStatus) {
        switch status {
        case .wrongAnswer(let remaining): self = .wrongAnswer(remainingTries: remaining)
        }
    }
}
